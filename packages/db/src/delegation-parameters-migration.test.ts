import {
  bytesToHex,
  contractParameterFromRawData,
  contractParameterJson,
  decodeContract,
  encodeTransactionRawData,
  type RawDataJson,
  rawDataHexFromStored,
  storedRawDataHex,
  toBase58Address,
} from '@poxscan/protocol';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from './engines.test-util.js';
import { inJsonbOrder } from './jsonb-order.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';

// Migration 0046 on a database the previous schema wrote, whatever migrations came before it: the
// (un)delegations' parameter is left to raw_data, and reads back as the same JSON, key order and all.
const BEFORE = 46;

const delegate = readJavaTronFixture<{ raw_data: RawDataJson }>('gettransactionbyid-5.json').raw_data;

/** The fixture's delegation made another contract of the same owner: `value` replaces the rest. */
function variant(type: string, value: Record<string, unknown>): RawDataJson {
  const [contract] = delegate.contract;
  const { owner_address } = contract!.parameter.value as { owner_address: string };
  const parameter = { value: { owner_address, ...value }, type_url: `type.googleapis.com/protocol.${type}` };
  return { ...delegate, contract: [{ ...contract!, type, parameter }] } as RawDataJson;
}

const RECEIVER = (delegate.contract[0]!.parameter.value as { receiver_address: string }).receiver_address;
const energy = (more: Record<string, unknown>) => ({
  receiver_address: RECEIVER,
  balance: 7_000_000,
  resource: 'ENERGY',
  ...more,
});

/** seq → [contract type, raw_data JSON, raw_data kept?, parameter stored as 'Unknown'?, left to raw_data?] */
const rows: [number, number, RawDataJson, boolean, boolean, boolean][] = [
  [1, 57, variant('DelegateResourceContract', energy({ lock: true, lock_period: 86400 })), true, false, true],
  [2, 58, variant('UnDelegateResourceContract', energy({})), true, false, true],
  [3, 57, delegate, true, false, true],
  [4, 57, delegate, false, false, false], // indexed before 0016
  [5, 58, variant('UnDelegateResourceContract', energy({})), true, true, false], // did not decode
  [6, 54, variant('FreezeBalanceV2Contract', { frozen_balance: 5, resource: 'ENERGY' }), true, false, false], // not 57, 58
];

const hexOf = (raw: RawDataJson) => bytesToHex(encodeTransactionRawData(raw));
const columns = (raw: RawDataJson, type: number) => {
  const value = raw.contract[0]!.parameter.value as { owner_address: string; receiver_address?: string };
  return {
    contractType: type,
    ownerAddress: toBase58Address(value.owner_address),
    toAddress: value.receiver_address === undefined ? null : toBase58Address(value.receiver_address),
  };
};

/** Each row's parameter as the API reads it: the stored jsonb, or decoded from raw_data in jsonb's key order. */
async function readParameters(db: Db): Promise<string[]> {
  const { rows: stored } = await sql<{ contract_type: number; parameter: object | null; hex: string | null }>`
    SELECT contract_type, parameter, encode(raw_data, 'hex') AS hex FROM transactions ORDER BY seq`.execute(
    db.kysely,
  );
  return stored.map((r, i) => {
    const read =
      r.parameter ??
      (r.hex === null
        ? null
        : inJsonbOrder(
            contractParameterFromRawData(rawDataHexFromStored(r.hex, columns(rows[i]![2], r.contract_type))),
          ));
    return JSON.stringify(read);
  });
}

const engines = bothEngines('delegation_parameters');

describe.each(engines)('migration 0046 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let before: string[];
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const [seq, type, raw, hasRaw, unknown] of rows) {
      const cols = columns(raw, type);
      const decoded = contractParameterJson(decodeContract(raw.contract[0]!, { visible: false }));
      const parameter = unknown ? { type: 'Unknown', typeName: raw.contract[0]!.type, value: {} } : decoded;
      await sql`INSERT INTO transactions (seq, hash, block_num, block_time, contract_type, owner_address, to_address,
          amount, fee, energy_fee, net_fee, success, signature_bytes, parameter, raw_data)
        VALUES (${seq}, decode(lpad(to_hex(${seq}::int), 64, '0'), 'hex'), 1, '2026-01-01Z', ${type}, ${cols.ownerAddress},
          ${cols.toAddress}, 0, 0, 0, 0, true, '', ${JSON.stringify(parameter)}::jsonb,
          ${hasRaw ? sql`decode(${storedRawDataHex(hexOf(raw), cols)}, 'hex')` : null})`.execute(db.kysely);
    }
    before = await readParameters(db);
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('leaves the parameter of the (un)delegations with raw_data to it, and keeps the others', async () => {
    const { rows: left } = await sql<{ seq: number; stored: boolean }>`
      SELECT seq, parameter IS NOT NULL AS stored FROM transactions ORDER BY seq`.execute(db.kysely);
    expect(left).toEqual(rows.map(([seq, , , , , leaves]) => ({ seq, stored: !leaves })));
  });

  it('gives readers the same parameter, byte for byte', async () => {
    expect(JSON.parse(before[0]!)).toMatchObject({
      type: 'DelegateResource',
      resource: 'ENERGY',
      lock: true,
    });
    expect(JSON.parse(before[1]!)).toMatchObject({ type: 'UnDelegateResource', resource: 'ENERGY' });
    expect(await readParameters(db)).toEqual(before);
  });
});
