import { bytesToHex } from '@noble/hashes/utils.js';
import { encodeTransaction, signTransaction, type TransactionJson } from '@poxscan/protocol';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, startDevnet } from '../index.js';

/** Every key path of a JSON value with its type; array elements share the path `[]`. */
function shape(value: unknown, path = '$', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) shape(item, `${path}[]`, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) shape(v, `${path}.${key}`, out);
  } else {
    out.add(`${path}:${typeof value}`);
  }
  return out;
}

/** Paths the devnet prints that java-tron's payload does not have (with the same type). */
function unknownPaths(mine: unknown, fixture: unknown): string[] {
  const known = shape(fixture);
  return [...shape(mine)].filter((p) => !known.has(p));
}

describe('java-tron JSON shapes', () => {
  let devnet: Devnet;
  const call = async (path: string, body: Record<string, unknown> = {}) => {
    const response = await fetch(`${devnet.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const findTx = (predicate: (type: string, index: number, receipts: { logs: unknown[] }[]) => boolean) => {
    for (let n = devnet.chain.headNumber; n > 0; n--) {
      const block = devnet.chain.store.get(n)!;
      const i = block.transactions.findIndex((tx, i) => predicate(tx.contractType, i, block.receipts));
      if (i >= 0) return { block, tx: block.transactions[i]! };
    }
    throw new Error('no such transaction in the chain');
  };

  beforeAll(async () => {
    devnet = await startDevnet({
      port: 0,
      produceBlocks: false,
      traffic: 'low',
      maintenanceIntervalMs: 30_000,
      proposalExpireMs: 0,
    });
    await devnet.hooks.produceBlocks(60);
  });
  afterAll(() => devnet.stop());

  it('blocks and transactions', async () => {
    const { block, tx } = findTx(
      (type, i, receipts) => type === 'TriggerSmartContract' && receipts[i]!.logs.length > 0,
    );
    const byNum = await call('/wallet/getblockbynum', { num: block.number });
    const fixtureBlock = readJavaTronFixture('getblockbynum-1.json');
    const fixtureTx = readJavaTronFixture('gettransactionbyid-1.json');
    const { transactions, ...header } = byNum;
    expect(unknownPaths(header, fixtureBlock)).toEqual([]);
    // Contract parameters differ by contract type; the codec test checks them against real payloads.
    expect(
      unknownPaths(transactions, [fixtureTx]).filter(
        (p) => !p.includes('.parameter.value.') && !p.endsWith('.data:string'),
      ),
    ).toEqual([]);
    expect(unknownPaths(await call('/wallet/gettransactionbyid', { value: tx.txID }), fixtureTx)).toEqual([]);
    const info = await call('/wallet/gettransactioninfobyid', { value: tx.txID });
    const fixtureInfo = readJavaTronFixture('gettransactioninfobyid-3.jsonc');
    expect(unknownPaths(info, fixtureInfo).filter((p) => !p.startsWith('$.receipt.'))).toEqual([]);
    expect(Object.keys(info.receipt as object)).toContain('result');
    const byBlock = await call('/wallet/gettransactioninfobyblocknum', { num: block.number });
    expect(Array.isArray(byBlock)).toBe(true);
    const limitNext = await call('/wallet/getblockbylimitnext', { startNum: 1, endNum: 11 });
    expect((limitNext.block as unknown[]).length).toBe(10);
  });

  it('accounts and resources', async () => {
    const user = devnet.keys.accounts[6]!;
    const account = await call('/wallet/getaccount', { address: user.hex });
    const fixtureAccount = readJavaTronFixture('getaccount-1.json');
    const allowed = [
      '$.account_name',
      '$.votes',
      '$.allowance',
      '$.net_usage',
      '$.latest_consume_time',
      '$.unfrozenV2',
      '$.frozenV2[].amount',
      '$.asset_issued',
      'delegated',
      '$.account_resource.energy_usage',
      '$.is_witness',
      '$.latest_withdraw_time',
    ];
    expect(unknownPaths(account, fixtureAccount).filter((p) => !allowed.some((a) => p.includes(a)))).toEqual(
      [],
    );
    const resource = await call('/wallet/getaccountresource', { address: user.hex });
    expect(
      unknownPaths(resource, readJavaTronFixture('getaccountresource-1.json')).filter(
        // java-tron leaves zero fields out, so the fixture lacks the stake weights a staked chain has.
        (p) => !/Net(Used|Limit)|Energy|tronPower|TotalTronPowerWeight/.test(p),
      ),
    ).toEqual([]);
    expect(
      await call('/wallet/getaccount', { address: 'T'.padEnd(34, '1') }).catch(() => 'rejected'),
    ).toBeDefined();
  });

  it('governance', async () => {
    expect(
      unknownPaths(await call('/wallet/listwitnesses'), readJavaTronFixture('listwitnesses-1.jsonc')),
    ).toEqual([]);
    expect(
      unknownPaths(
        await call('/wallet/getpaginatednowwitnesslist', { offset: 0, limit: 5 }),
        readJavaTronFixture('getpaginatednowwitnesslist-1.json'),
      ),
    ).toEqual([]);
    expect(
      unknownPaths(
        await call('/wallet/getchainparameters'),
        readJavaTronFixture('getchainparameters-1.jsonc'),
      ),
    ).toEqual([]);
    const proposals = await call('/wallet/listproposals');
    expect(
      unknownPaths(proposals, readJavaTronFixture('listproposals-1.jsonc')).filter(
        (p) => !p.endsWith('.state:string'),
      ),
    ).toEqual([]);
    const first = (proposals.proposals as Array<{ proposal_id: number }>)[0]!;
    expect(
      unknownPaths(
        await call('/wallet/getproposalbyid', { id: first.proposal_id }),
        readJavaTronFixture('getproposalbyid-1.json'),
      ).filter((p) => !p.includes('approvals')),
    ).toEqual([]);
    expect(
      unknownPaths(await call('/wallet/getnodeinfo'), readJavaTronFixture('getnodeinfo-1.json')),
    ).toEqual([]);
  });

  it('contracts and builders', async () => {
    const { tx } = findTx((type) => type === 'CreateSmartContract');
    const info = await call('/wallet/gettransactioninfobyid', { value: tx.txID });
    const address = info.contract_address as string;
    expect(
      unknownPaths(
        await call('/wallet/getcontract', { value: address }),
        readJavaTronFixture('getcontract-2.json'),
      ).filter((p) => !p.includes('.abi.') && !p.includes('consume_user')),
    ).toEqual([]);
    expect(
      unknownPaths(
        await call('/wallet/getcontractinfo', { value: address }),
        readJavaTronFixture('getcontractinfo-1.jsonc'),
      ).filter((p) => !p.includes('.abi') && !p.includes('update_cycle') && !p.includes('consume_user')),
    ).toEqual([]);
    const owner = devnet.keys.accounts[0]!;
    const constant = await call('/wallet/triggerconstantcontract', {
      owner_address: owner.hex,
      contract_address: address,
      function_selector: 'name()',
      parameter: '',
    });
    expect(
      unknownPaths(constant, readJavaTronFixture('triggerconstantcontract-1.json')).filter(
        (p) => !p.includes('function_selector') && !p.includes('parameter'),
      ),
    ).toEqual([]);
    const transfer = await call('/wallet/createtransaction', {
      owner_address: owner.hex,
      to_address: devnet.keys.accounts[1]!.hex,
      amount: 5,
    });
    expect(unknownPaths(transfer, readJavaTronFixture('createtransaction-2.json'))).toEqual([]);
    const freeze = await call('/wallet/freezebalancev2', {
      owner_address: owner.hex,
      frozen_balance: 1_000_000_000,
      resource: 'ENERGY',
    });
    expect(unknownPaths(freeze, readJavaTronFixture('freezebalancev2-1.json'))).toEqual([]);
    const failed = await call('/wallet/createtransaction', {
      owner_address: owner.hex,
      to_address: owner.hex,
      amount: 5,
    });
    expect(failed.Error).toBe(
      'class org.tron.core.exception.ContractValidateException : Cannot transfer TRX to yourself.',
    );
  });

  it("the indexer's hot calls and the other block reads", async () => {
    const { block } = findTx(
      (type, i, receipts) => type === 'TriggerSmartContract' && receipts[i]!.logs.length > 0,
    );
    const fixtureBlock = readJavaTronFixture<Record<string, unknown>>('getblockbynum-1.json');
    const fixtureTx = readJavaTronFixture('gettransactionbyid-1.json');
    // Contract parameters differ by contract type; the codec test checks them against real payloads.
    const known = (p: string) => p.includes('.parameter.value.') || p.endsWith('.data:string');
    const limitNext = await call('/wallet/getblockbylimitnext', {
      startNum: block.number - 1,
      endNum: block.number + 1,
    });
    const fixtureNext = readJavaTronFixture<{ block: Record<string, unknown>[] }>(
      'getblockbylimitnext-1.jsonc',
    );
    expect(
      unknownPaths(limitNext, {
        block: [...fixtureNext.block, { ...fixtureBlock, transactions: [fixtureTx] }],
      }).filter((p) => !known(p)),
    ).toEqual([]);
    expect((limitNext.block as unknown[]).length).toBe(2);
    const infos = await call('/wallet/gettransactioninfobyblocknum', { num: block.number });
    const fixtureInfos = readJavaTronFixture<unknown[]>('gettransactioninfobyblocknum-1.json');
    const fixtureInfo = readJavaTronFixture('gettransactioninfobyid-3.jsonc');
    expect(
      unknownPaths(infos, [...fixtureInfos, fixtureInfo]).filter((p) => !p.startsWith('$[].receipt.')),
    ).toEqual([]);
    expect((infos as unknown as unknown[]).length).toBe(block.transactions.length);

    const header = (b: Record<string, unknown>) => {
      const { transactions: _, ...rest } = b;
      return rest;
    };
    const byId = await call('/wallet/getblockbyid', { value: block.blockID });
    expect(byId.blockID).toBe(block.blockID);
    expect(unknownPaths(header(byId), fixtureBlock)).toEqual([]);
    const plain = await call('/wallet/getblock', { id_or_num: String(block.number), detail: false });
    expect(unknownPaths(plain, readJavaTronFixture('getblock-1.json'))).toEqual([]);
    expect(plain.transactions).toBeUndefined();
    const latest = await call('/wallet/getblockbylatestnum', { num: 3 });
    expect((latest.block as Array<{ blockID: string }>).map((b) => b.blockID)).toEqual(
      [devnet.chain.headNumber - 2, devnet.chain.headNumber - 1, devnet.chain.headNumber].map(
        (n) => devnet.chain.store.get(n)!.blockID,
      ),
    );
    const now = await call('/wallet/getnowblock');
    expect(unknownPaths(header(now), readJavaTronFixture('getnowblock-2.jsonc'))).toEqual([]);
  });

  it('solidified twins answer with only solidified blocks', async () => {
    const solid = await call('/walletsolidity/getnowblock');
    const number = (solid.block_header as { raw_data: { number: number } }).raw_data.number;
    expect(number).toBeLessThan(devnet.chain.headNumber);
    expect(number).toBe(devnet.chain.solidifiedNumber);
    const tx = devnet.chain.store.get(devnet.chain.headNumber)!.transactions[0]!;
    expect(await call('/walletsolidity/gettransactioninfobyid', { value: tx.txID })).toEqual({});
    expect((await call('/wallet/gettransactioninfobyid', { value: tx.txID })).id).toBe(tx.txID);
    const user = devnet.keys.accounts[6]!;
    expect((await call('/walletsolidity/getaccount', { address: user.hex })).address).toBe(user.hex);
  });

  it('account reads without fixtures answer with java-tron field names', async () => {
    const owner = devnet.keys.accounts[0]!;
    expect(await call('/wallet/validateaddress', { address: owner.base58 })).toEqual({
      result: true,
      message: 'Base58check format',
    });
    expect(await call('/wallet/validateaddress', { address: owner.hex })).toEqual({
      result: true,
      message: 'Hex string format',
    });
    expect(await call('/wallet/validateaddress', { address: 'T123' })).toEqual({
      result: false,
      message: 'Invalid address',
    });
    const net = await call('/wallet/getaccountnet', { address: owner.hex });
    expect(net).toMatchObject({
      freeNetLimit: 600,
      TotalNetLimit: expect.any(Number),
      TotalNetWeight: expect.any(Number),
    });
    const assets = await call('/wallet/getassetissuelist');
    expect((assets.assetIssue as Array<Record<string, unknown>>)[0]).toMatchObject({
      owner_address: expect.stringMatching(/^41[0-9a-f]{40}$/),
      name: expect.any(String),
      id: expect.stringMatching(/^10000\d\d$/),
      total_supply: expect.any(Number),
    });
    const max = await call('/wallet/getcandelegatedmaxsize', { owner_address: owner.hex, type: 0 });
    expect(max).toEqual({ max_size: expect.any(Number) });
    const none = await call('/wallet/getdelegatedresourcev2', {
      fromAddress: devnet.keys.candidates[0]!.hex,
      toAddress: owner.hex,
    });
    expect(none).toEqual({});
    // A delegation the simulated users made: from and to are the 42-hex-digit (41-prefixed) pair.
    const [key] = [...devnet.chain.world.delegations.keys()];
    const delegated = await call('/wallet/getdelegatedresourcev2', {
      fromAddress: key!.slice(0, 42),
      toAddress: key!.slice(42),
    });
    expect(delegated).toEqual({
      delegatedResource: [expect.objectContaining({ from: key!.slice(0, 42), to: key!.slice(42) })],
    });
  });

  it('broadcasthex accepts a signed transaction as protobuf hex', async () => {
    const owner = devnet.keys.accounts[2]!;
    const unsigned = (await call('/wallet/createtransaction', {
      owner_address: owner.hex,
      to_address: devnet.keys.accounts[3]!.hex,
      amount: 7,
    })) as unknown as TransactionJson;
    const signed = signTransaction(unsigned, owner.privateKey);
    const hex = bytesToHex(encodeTransaction(signed));
    const result = await call('/wallet/broadcasthex', { transaction: hex });
    expect(result).toEqual({
      result: true,
      code: 'SUCCESS',
      message: '',
      transaction: expect.any(String),
      txid: signed.txID,
    });
    expect(JSON.parse(result.transaction as string)).toMatchObject({
      txID: signed.txID,
      signature: signed.signature!.map((sig) => sig.toLowerCase()),
    });
    const again = await call('/wallet/broadcasthex', { transaction: hex });
    expect(again).toMatchObject({
      result: false,
      code: 'DUP_TRANSACTION_ERROR',
      message: expect.stringMatching(/^[ -~]+$/),
    });
    const bad = await fetch(`${devnet.url}/wallet/broadcasthex`, {
      method: 'POST',
      body: '{"transaction":"zz"}',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('transaction');
  });
});
