import { signDigest } from '@poxscan/protocol';
import { TronWeb } from 'tronweb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS } from './contracts/artifacts.js';
import { type Devnet, startDevnet } from './index.js';

const BLOCK_TIME_MS = 100;
const MAINTENANCE_MS = 2_000;

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, BLOCK_TIME_MS));
  }
}

/** tronweb 6.5.1, unmodified, against the devnet producing a block every 100 ms. */
describe('tronweb conformance', () => {
  let devnet: Devnet;
  let tronWeb: TronWeb;
  let owner: { privateKey: string; base58: string; hex: string };

  beforeAll(async () => {
    devnet = await startDevnet({
      port: 0,
      blockTimeMs: BLOCK_TIME_MS,
      maintenanceIntervalMs: MAINTENANCE_MS,
      proposalExpireMs: 8_000,
    });
    owner = devnet.keys.accounts[0]!;
    tronWeb = new TronWeb({ fullHost: devnet.url, privateKey: owner.privateKey });
    // Like java-tron, the genesis block's JSON omits its zero number and timestamp, which
    // tronweb cannot take as a reference block; a busy machine may not have produced block 1 yet.
    await until(async () => {
      const head = await tronWeb.trx.getCurrentBlock();
      return (head.block_header.raw_data.number ?? 0) > 0 ? head : undefined;
    }, 'the first produced block');
  });
  afterAll(() => devnet.stop());

  const confirmedInfo = (txID: string) =>
    until(async () => {
      const info = await tronWeb.trx.getTransactionInfo(txID);
      return Object.keys(info).length > 0 ? info : undefined;
    }, `transaction info of ${txID}`);

  it('reads the current block and a balance', async () => {
    const block = await tronWeb.trx.getCurrentBlock();
    expect(block.blockID).toMatch(/^[0-9a-f]{64}$/);
    expect(await tronWeb.trx.getBalance(owner.base58)).toBe(10_000_000_000_000);
  });

  it('sends POX with sendTrx, sign and sendRawTransaction', async () => {
    const to = devnet.keys.accounts[1]!;
    const before = await tronWeb.trx.getUnconfirmedBalance(to.base58);
    const tx = await tronWeb.transactionBuilder.sendTrx(to.base58, 2_500_000, owner.base58);
    const result = await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(tx));
    expect(result.result).toBe(true);
    const info = await confirmedInfo(tx.txID);
    expect(info.blockNumber).toBeGreaterThan(0);
    expect(await tronWeb.trx.getUnconfirmedBalance(to.base58)).toBe(before + 2_500_000);
  });

  it('rejects a broadcast with a message tronweb decodes', async () => {
    const poor = devnet.keys.accounts[2]!;
    const tx = await tronWeb.transactionBuilder.sendTrx(owner.base58, 10 ** 15, poor.base58);
    const result = await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(tx, poor.privateKey));
    expect(result.code).toBe('CONTRACT_VALIDATE_ERROR');
    expect(tronWeb.toUtf8(result.message as string)).toBe(
      'Contract validate error : Validate TransferContract error, balance is not sufficient.',
    );
    const unsigned = await tronWeb.transactionBuilder.sendTrx(owner.base58, 1, poor.base58);
    const wrongKey = signDigest(unsigned.txID, owner.privateKey);
    const forged = await tronWeb.trx.sendRawTransaction({ ...unsigned, signature: [wrongKey] });
    expect(forged.code).toBe('SIGERROR');
  });

  it('stakes with freezeBalanceV2 and votes for an SR, counted at maintenance', async () => {
    const voter = devnet.keys.accounts[3]!;
    const sr = devnet.keys.witnesses[5]!;
    const freeze = await tronWeb.transactionBuilder.freezeBalanceV2(50_000_000, 'ENERGY', voter.base58);
    expect(
      (await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(freeze, voter.privateKey))).result,
    ).toBe(true);
    await confirmedInfo(freeze.txID);
    const account = await tronWeb.trx.getAccount(voter.base58);
    expect(account.frozenV2).toContainEqual({ type: 'ENERGY', amount: 50_000_000 });
    const before =
      (await tronWeb.trx.listSuperRepresentatives()).find((w) => w.address === sr.hex)!.voteCount ?? 0;
    const vote = await tronWeb.transactionBuilder.vote({ [sr.base58]: 50 }, voter.base58);
    expect(
      (await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(vote, voter.privateKey))).result,
    ).toBe(true);
    await confirmedInfo(vote.txID);
    await until(async () => {
      const now =
        (await tronWeb.trx.listSuperRepresentatives()).find((w) => w.address === sr.hex)!.voteCount ?? 0;
      return now === before + 50 ? now : undefined;
    }, 'the vote to be counted at maintenance');
  });

  it('deploys a PRC20, transfers with send(), reads balanceOf with call() and finds the Transfer log', async () => {
    const { abi, bytecode } = ARTIFACTS.PRC20;
    const token = await tronWeb.contract().new({
      abi: abi as never,
      bytecode,
      feeLimit: 1_000_000_000,
      parameters: ['Yuvi Dollar', 'YUSD', 6, 1_000_000_000_000],
    });
    const recipient = devnet.keys.accounts[4]!;
    const txID: string = await token.methods.transfer!(recipient.base58, 1_234_567).send({
      feeLimit: 100_000_000,
    });
    const info = await confirmedInfo(txID);
    expect(info.receipt.result).toBe('SUCCESS');
    const transferTopic = tronWeb.sha3('Transfer(address,address,uint256)', false);
    expect(info.log?.[0]?.topics[0]).toBe(transferTopic);
    expect(info.log?.[0]?.topics[2]).toBe(`000000000000000000000000${recipient.hex.slice(2)}`);
    const balance = await token.methods.balanceOf!(recipient.base58).call();
    expect(BigInt(balance.toString())).toBe(1_234_567n);
  });

  it('applies an approved proposal at maintenance', async () => {
    const proposer = devnet.keys.witnesses[0]!;
    const create = await tronWeb.transactionBuilder.createProposal(
      [{ key: 11, value: 210 }],
      proposer.base58,
    );
    expect(
      (await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(create, proposer.privateKey))).result,
    ).toBe(true);
    await confirmedInfo(create.txID);
    const proposals = await tronWeb.trx.listProposals();
    const id = proposals[0]!.proposal_id;
    for (const sr of devnet.keys.witnesses.slice(0, 19)) {
      const approve = await tronWeb.transactionBuilder.voteProposal(id, true, sr.base58);
      expect(
        (await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(approve, sr.privateKey))).result,
      ).toBe(true);
    }
    const energyFee = await until(async () => {
      const params = await tronWeb.trx.getChainParameters();
      const fee = params.find((p) => p.key === 'getEnergyFee')?.value;
      return fee === 210 ? fee : undefined;
    }, 'the proposal to take effect');
    expect(energyFee).toBe(210);
    expect((await tronWeb.trx.getProposal(id)).state).toBe('APPROVED');
  });
});
