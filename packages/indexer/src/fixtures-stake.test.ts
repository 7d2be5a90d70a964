import { openDatabase, txHashHex } from '@poxscan/db';
import { toBase58Address } from '@poxscan/protocol';
import { readJavaTronFixture as fixture } from '@poxscan/test-support/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Indexer, startIndexer } from './indexer.js';
import type { BlockJson, TransactionInfoJson, TransactionJson } from './node/types.js';
import { quiet } from './test/harness.js';
import { stubNode } from './test/stub-node.js';
import { readTransaction } from './test/tx-as-read.js';

// One block of real signed transactions (fixtures/java-tron, see SOURCES.md): a Stake 2.0 freeze,
// unfreeze and delegation, a vote for two SRs, a TRC20 call given a real receipt with three internal
// transactions, and a call given the real receipt of a reverted one. Each receipt's id is set to the
// transaction it now belongs to.
const header = fixture<BlockJson>('getblock-1.json');
const NUM = header.block_header.raw_data.number!;
const freeze = fixture<TransactionJson>('gettransactionbyid-3.json');
const unfreeze = fixture<TransactionJson>('gettransactionbyid-4.json');
const delegate = fixture<TransactionJson>('gettransactionbyid-5.json');
const vote = fixture<TransactionJson>('signedtransaction-votewitness-1.json');
const call = fixture<TransactionJson>('gettransactionbyid-1.json');
const reverted: TransactionJson = {
  ...fixture<{ transaction: TransactionJson }>('triggersmartcontract-1.json').transaction,
  ret: [{ contractRet: 'REVERT' }],
};
const transactions = [
  freeze,
  unfreeze,
  delegate,
  { ...vote, ret: [{ contractRet: 'SUCCESS' }] },
  call,
  reverted,
];

const [bandwidthOnly] = fixture<TransactionInfoJson[]>('gettransactioninfobyblocknum-1.json');
// block 1000000's receipt 4ef51a57…: two internal calls moving nothing, then 2,457.95 POX paid out
const withInternals = fixture<TransactionInfoJson[]>('gettransactioninfobyblocknum-2.json').find((i) =>
  i.id.startsWith('4ef51a57'),
)!;
const revertReceipt = fixture<TransactionInfoJson>('gettransactioninfobyid-4.json');
const receipt = (info: TransactionInfoJson, tx: TransactionJson): TransactionInfoJson => ({
  ...info,
  id: tx.txID,
  blockNumber: NUM,
});
const infos = [
  ...[freeze, unfreeze, delegate, vote].map((tx) => receipt(bandwidthOnly!, tx)),
  receipt(withInternals, call),
  receipt(revertReceipt, reverted),
];
const block: BlockJson = { ...header, transactions };
const b58 = (hex: string) => toBase58Address(hex);
const OWNER = b58('4159e3741a68ec3e1ebba80ad809d5ccd31674236e');

describe('real Stake 2.0, vote, internal and failed transactions served by a stub node', () => {
  let indexer: Indexer;
  const db = openDatabase();
  let close: () => Promise<void>;

  beforeAll(async () => {
    const node = await stubNode({
      '/wallet/getblock': (body) =>
        body.id_or_num === undefined || Number(body.id_or_num) === NUM ? header : {},
      '/walletsolidity/getblock': () => header,
      '/wallet/getblockbylimitnext': (body) =>
        Number(body.startNum) <= NUM && Number(body.endNum) > NUM ? { block: [block] } : {},
      '/wallet/gettransactioninfobyblocknum': (body) => (Number(body.num) === NUM ? infos : []),
      '/wallet/getcontract': () => ({}),
      '/wallet/getaccount': () => ({}),
      '/wallet/getaccountresource': () => ({}),
      '/wallet/triggerconstantcontract': () => ({ result: { result: false } }),
      '/wallet/getassetissuebyid': () => ({}),
      '/wallet/listwitnesses': () => fixture('listwitnesses-1.jsonc'),
      '/wallet/getBrokerage': () => ({ brokerage: 20 }),
      '/wallet/getReward': () => ({ reward: 0 }),
      '/wallet/listproposals': () => ({}),
      '/wallet/getchainparameters': () => fixture('getchainparameters-1.jsonc'),
    });
    const opened = await db;
    indexer = await startIndexer({
      db: opened,
      fullnodeUrl: node.url,
      logger: quiet,
      startBlock: NUM,
      pollMs: 50,
    });
    await indexer.settled();
    close = async () => {
      await indexer.stop();
      await opened.close();
      await node.close();
    };
  });
  afterAll(() => close?.());

  const txRow = async (hash: string) => (await readTransaction((await db).kysely, hash)).tx;

  it('stores the block with its six transactions and three internal ones', async () => {
    const row = await (await db).kysely.selectFrom('blocks').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      num: NUM,
      tx_count: 6,
      internal_tx_count: 3,
      event_count: 2,
      fee: String(4 * 267000 + 376380 + 8500),
    });
  });

  it('decodes the Stake 2.0 freeze and unfreeze, BANDWIDTH when no resource is named', async () => {
    expect(await txRow(freeze.txID)).toMatchObject({
      contract_type: 54,
      owner_address: OWNER,
      amount: '1000000000000000',
      success: true,
      signatures: freeze.signature,
      parameter: { type: 'FreezeBalanceV2', resource: 'BANDWIDTH', frozenBalance: '1000000000000000' },
    });
    expect(await txRow(unfreeze.txID)).toMatchObject({
      contract_type: 55,
      owner_address: OWNER,
      amount: '9000000',
      parameter: { type: 'UnfreezeBalanceV2', resource: 'BANDWIDTH', unfreezeBalance: '9000000' },
    });
  });

  it('records the delegation, locked, as a row of delegations', async () => {
    const receiver = b58('419a9afe56e155ef0ff3f680d00ecf19deff60bdca');
    expect(await txRow(delegate.txID)).toMatchObject({
      contract_type: 57,
      owner_address: OWNER,
      to_address: receiver,
      amount: '10000000',
      parameter: { type: 'DelegateResource', resource: 'BANDWIDTH', balance: '10000000', lock: true },
    });
    const rows = await (await db).kysely.selectFrom('delegations').selectAll().execute();
    expect(rows).toEqual([
      { from_address: OWNER, to_address: receiver, resource: 'BANDWIDTH', amount: '10000000' },
    ]);
  });

  it('decodes a vote for two SRs', async () => {
    const row = await txRow(vote.txID);
    expect(row).toMatchObject({
      contract_type: 4,
      owner_address: b58('41ebae50590810b05d4b403f13766f213518edef65'),
      to_address: null,
      success: true,
    });
    expect(row.parameter).toMatchObject({
      type: 'VoteWitness',
      votes: [
        { address: b58('4114f2c09d3de3fe82a71960da65d4935a30b24e1f'), count: '10' },
        { address: b58('4178c842ee63b253f8f0d2955bbc582c661a078c9d'), count: '1' },
      ],
    });
  });

  it('stores the internal transactions of a call in order, and the POX one of them paid', async () => {
    const k = (await db).kysely;
    const tx = await txRow(call.txID);
    expect(tx).toMatchObject({ success: true, fee: '376380', energy_usage: 37638, energy_fee: '376380' });
    const rows = await k
      .selectFrom('internal_transactions')
      .selectAll()
      .where('tx_seq', '=', tx.seq)
      .orderBy('idx')
      .execute();
    const contract = b58('418d9dd663cf90256fdf2faba2a1be71f8a0147f8c');
    const payee = b58('41f07e117a4b5f1fda66f8fcedf44065f1dafc5ad7');
    expect(
      rows.map((r) => [r.hash, r.caller_address, r.to_address, r.call_value, r.note, r.rejected]),
    ).toEqual([
      [
        'ebd48b28e91e23a0f190b2ef898c6c89d0723759eb17ceb9203fcd6a4b0b313e',
        contract,
        contract,
        '0',
        'call',
        false,
      ],
      [
        '4369d49d09a1d17cbff6a3c69e3bcd081f4c1d10fc176cab53371908e03819f1',
        contract,
        contract,
        '0',
        'call',
        false,
      ],
      [
        'b31eeb5d614133be49ff5be526d8bd258583b478c5daad9713b68591141b5f10',
        contract,
        payee,
        '2457950000',
        'call',
        false,
      ],
    ]);
    const paid = await k
      .selectFrom('transfers as tr')
      .innerJoin('transactions as tx', 'tx.seq', 'tr.tx_seq')
      .selectAll('tr')
      .select(txHashHex('tx.hash').as('tx_hash'))
      .where('tr.from_address', '=', contract)
      .execute();
    expect(paid.map((t) => [t.standard, t.from_address, t.to_address, t.amount, t.tx_hash])).toEqual([
      ['POX', contract, payee, '2457950000', call.txID],
    ]);
  });

  it('stores a reverted call as failed, with its reason, moving nothing', async () => {
    const k = (await db).kysely;
    const tx = await txRow(reverted.txID);
    expect(tx).toMatchObject({
      contract_type: 31,
      success: false,
      result: 'REVERT',
      result_message: 'REVERT opcode executed',
      fee: '8500',
      energy_usage: 85,
      energy_fee: '8500',
      net_usage: 314,
    });
    const moved = await k.selectFrom('transfers').selectAll().where('tx_seq', '=', tx.seq).execute();
    expect(moved).toEqual([]);
  });
});
