import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';

// Migration 0022 on a database the previous schema wrote: 65-byte signatures become bytes, in order;
// a list with any other signature stays as it was.
const BEFORE = 22;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const s1 = `${'1b'.repeat(64)}01`;
const s2 = `${'c3'.repeat(64)}00`;

/** stored list → [signature_bytes as hex after the migration, signatures after the migration] */
const rows: [unknown, string | null, unknown][] = [
  [[s1], s1, null],
  [[s2, s1], s2 + s1, null],
  [[], '', null],
  [[s1, 'abcd'], null, [s1, 'abcd']], // a signature of another length
  [[s1.toUpperCase()], null, [s1.toUpperCase()]], // readers give it as stored: upper case
];

const engines = bothEngines('signatures');

describe.each(engines)('migration 0022 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const [i, [signatures]] of rows.entries()) {
      await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address, amount,
          fee, energy_usage, energy_fee, net_usage, net_fee, success, result, signatures, parameter)
        VALUES (${i + 1}, ${`${i + 1}`.padStart(64, '0')}, 1, ${i}, now(), 1, ${A}, 0, 0, 0, 0, 0, 0, true,
          'SUCCESS', ${JSON.stringify(signatures)}::jsonb, '{}')`.execute(db.kysely);
    }
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('turns lists of 65-byte signatures into bytes, in order, and keeps any other list', async () => {
    const { rows: after } = await sql<{ hex: string | null; signatures: unknown }>`
      SELECT encode(signature_bytes, 'hex') AS hex, signatures FROM transactions ORDER BY seq`.execute(
      db.kysely,
    );
    expect(after).toEqual(rows.map(([, hex, signatures]) => ({ hex, signatures })));
  });
});
