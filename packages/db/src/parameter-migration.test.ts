import { rawDataHexFromStored } from '@poxscan/protocol';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';

// Migration 0021 (and those after it) on a database the previous schema wrote: the parameter is left
// to raw_data where readers can decode it from there, and kept everywhere else.
const BEFORE = 21;

const raw = readJavaTronFixture<{ raw_data_hex: string }>('createtransaction-1.json').raw_data_hex;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

/** seq → [contract type, stored parameter, raw_data?, parameter kept after the migration?] */
const rows: [number, number, Record<string, unknown>, boolean, boolean][] = [
  [1, 1, { type: 'Transfer', to: A, amount: '5' }, true, false],
  [2, 1, { type: 'Transfer', to: A, amount: '6' }, false, true], // indexed before 0016
  [3, 31, { type: 'TriggerSmartContract', contract: A, selector: 'a9059cbb' }, true, false],
  // 0021 kept it for SQL to read the resource; 0046, applied after it here, leaves it to raw_data
  [4, 57, { type: 'DelegateResource', resource: 'ENERGY', balance: '7' }, true, false],
  [5, 6, { type: 'AssetIssue', name: 'X' }, true, true], // raw_data does not read it back
  [6, 31, { type: 'Unknown', typeName: 'TriggerSmartContract', value: {} }, true, true],
];

const engines = bothEngines('parameter');

describe.each(engines)('migration 0021 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const [seq, type, parameter, hasRaw] of rows) {
      await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address, amount,
          fee, energy_usage, energy_fee, net_usage, net_fee, success, result, signatures, parameter, raw_data)
        VALUES (${seq}, ${`${seq}`.padStart(64, '0')}, 1, ${seq}, now(), ${type}, ${A}, 0, 0, 0, 0, 0, 0, true,
          'SUCCESS', '[]', ${JSON.stringify(parameter)}::jsonb, ${hasRaw ? sql`decode(${raw}, 'hex')` : null})`.execute(
        db.kysely,
      );
    }
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps the parameter only where raw_data cannot give it back', async () => {
    const stored = await db.kysely
      .selectFrom('transactions')
      .select(['seq', 'parameter'])
      .orderBy('seq')
      .execute();
    expect(stored).toEqual(
      rows.map(([seq, , parameter, , kept]) => ({ seq, parameter: kept ? parameter : null })),
    );
  });

  it('keeps every raw_data byte', async () => {
    const { rows: left } = await sql<{ hex: string | null; contract_type: number }>`
      SELECT encode(raw_data, 'hex') AS hex, contract_type FROM transactions ORDER BY seq`.execute(db.kysely);
    // Read back as the API reads it: 0033 has since cut what the row's columns give back.
    const signed = left.map((r) =>
      r.hex === null
        ? null
        : rawDataHexFromStored(r.hex, { contractType: r.contract_type, ownerAddress: A, toAddress: null }),
    );
    expect(signed).toEqual(rows.map(([, , , hasRaw]) => (hasRaw ? raw : null)));
  });
});
