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
        (p) => !/Net(Used|Limit)|Energy|tronPower/.test(p),
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
});
