import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';

// Migration 0026 on a database the previous schema wrote: transfers lose their copy of the transaction
// hash, and reading it through tx_seq gives back what they stored.
const BEFORE = 26;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const B = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const hash = (seq: number) => `${seq}`.padStart(64, 'c');

/** [seq, tx_seq, from, to, amount]: two transfers in transaction 2, none in transaction 3 */
const transfers: [number, number, string, string, string][] = [
  [1, 1, A, B, '5'],
  [2, 2, B, A, '12345678901234567890'],
  [3, 2, A, A, '7'],
  [4, 4, B, B, '1'],
];

const engines = bothEngines('transfer_hash');

describe.each(engines)('migration 0026 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let stored: unknown[];
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const seq of [1, 2, 3, 4]) {
      await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address, amount,
          fee, energy_usage, energy_fee, net_usage, net_fee, success, result, signature_bytes)
        VALUES (${seq}, ${hash(seq)}, ${seq}, 0, '2026-01-01Z', 1, ${A}, 0, 0, 0, 0, 0, 0, true, 'SUCCESS', '')`.execute(
        db.kysely,
      );
    }
    for (const [seq, txSeq, from, to, amount] of transfers) {
      await sql`INSERT INTO transfers (seq, tx_seq, tx_hash, block_num, block_time, standard, token_id, from_address,
          to_address, amount, source)
        VALUES (${seq}, ${txSeq}, ${hash(txSeq)}, ${txSeq}, '2026-01-01Z', 'POX', '_', ${from}, ${to}, ${amount},
          'contract')`.execute(db.kysely);
    }
    ({ rows: stored } = await sql`
      SELECT seq, tx_seq, tx_hash, from_address, to_address, amount::text FROM transfers ORDER BY seq`.execute(
      db.kysely,
    ));
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps every transfer, and its transaction gives back the hash it stored', async () => {
    const { rows } = await sql`
      SELECT f.seq, f.tx_seq, encode(t.hash, 'hex') AS tx_hash, f.from_address, f.to_address, f.amount::text
      FROM transfers f JOIN transactions t ON t.seq = f.tx_seq ORDER BY f.seq`.execute(db.kysely);
    expect(stored).toHaveLength(transfers.length);
    expect(rows).toEqual(stored);
  });

  it('drops the column', async () => {
    const { rows } = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'transfers'`.execute(db.kysely);
    expect(rows.map((r) => r.column_name)).toContain('tx_seq');
    expect(rows.map((r) => r.column_name)).not.toContain('tx_hash');
  });
});
