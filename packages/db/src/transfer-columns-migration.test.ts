import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';

// Migration 0039 on a database the previous schema wrote: transfers and internal transactions leave
// their block number and time to their transaction, transfers lose `source`, and nothing else of
// them changes.
const BEFORE = 39;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const B = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const time = (block: number) => new Date(Date.UTC(2026, 0, 1) + block * 3000).toISOString();

/** [seq, tx_seq, standard, token_id, amount, nft_id, source]: two in transaction 2, none in 3 */
const transfers: [number, number, string, string, string, string | null, string][] = [
  [1, 1, 'POX', '_', '5', null, 'contract'],
  [2, 2, 'PRC20', B, '12345678901234567890', null, 'log'],
  [3, 2, 'POX', '_', '7', null, 'internal'],
  [4, 4, 'PRC721', B, '1', '42', 'log'],
];

const engines = bothEngines('transfer_columns');

const columns = async (db: Db, table: string) => {
  const { rows } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns WHERE table_name = ${table}`.execute(db.kysely);
  return rows.map((r) => r.column_name);
};

describe.each(engines)('migration 0039 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let storedTransfers: unknown[];
  let storedInternals: unknown[];
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const seq of [1, 2, 3, 4]) {
      // Transaction n is in block 10 + n: a transfer's block is not its tx_seq.
      await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address, amount,
          fee, energy_usage, energy_fee, net_usage, net_fee, success, result, signature_bytes)
        VALUES (${seq}, decode(lpad(to_hex(${seq}::int), 64, '0'), 'hex'), ${10 + seq}, 0, ${time(10 + seq)}, 1, ${A}, 0,
          0, 0, 0, 0, 0, true, 'SUCCESS', '')`.execute(db.kysely);
    }
    for (const [seq, txSeq, standard, token, amount, nftId, source] of transfers) {
      await sql`INSERT INTO transfers (seq, tx_seq, block_num, block_time, standard, token_id, from_address,
          to_address, amount, nft_id, source)
        VALUES (${seq}, ${txSeq}, ${10 + txSeq}, ${time(10 + txSeq)}, ${standard}, ${token}, ${A}, ${B}, ${amount},
          ${nftId}, ${source})`.execute(db.kysely);
    }
    await sql`INSERT INTO internal_transactions (tx_seq, idx, block_num, block_time, hash, caller_address, to_address,
        call_value, note, rejected)
      VALUES (2, 0, 12, ${time(12)}, ${'ab'.repeat(32)}, ${B}, ${A}, 7, 'call', false)`.execute(db.kysely);
    ({ rows: storedTransfers } = await sql`
      SELECT seq, tx_seq, block_num, block_time, standard, token_id, from_address, to_address, amount::text,
        nft_id::text
      FROM transfers ORDER BY seq`.execute(db.kysely));
    ({ rows: storedInternals } = await sql`
      SELECT tx_seq, idx, block_num, block_time, hash, caller_address, to_address, call_value::text, note, rejected
      FROM internal_transactions`.execute(db.kysely));
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('drops the columns', async () => {
    const transferColumns = await columns(db, 'transfers');
    expect(transferColumns).toContain('tx_seq');
    for (const gone of ['block_num', 'block_time', 'source']) expect(transferColumns).not.toContain(gone);
    const internalColumns = await columns(db, 'internal_transactions');
    expect(internalColumns).toContain('tx_seq');
    for (const gone of ['block_num', 'block_time']) expect(internalColumns).not.toContain(gone);
  });

  it('keeps every transfer, and its transaction gives back the block and time it stored', async () => {
    const { rows } = await sql`
      SELECT f.seq, f.tx_seq, t.block_num, t.block_time, f.standard, f.token_id, f.from_address, f.to_address,
        f.amount::text, f.nft_id::text
      FROM transfers f JOIN transactions t ON t.seq = f.tx_seq ORDER BY f.seq`.execute(db.kysely);
    expect(storedTransfers).toHaveLength(transfers.length);
    expect(rows).toEqual(storedTransfers);
  });

  it('keeps every internal transaction, with its transaction’s block and time', async () => {
    const { rows } = await sql`
      SELECT i.tx_seq, i.idx, t.block_num, t.block_time, i.hash, i.caller_address, i.to_address,
        i.call_value::text, i.note, i.rejected
      FROM internal_transactions i JOIN transactions t ON t.seq = i.tx_seq`.execute(db.kysely);
    expect(storedInternals).toHaveLength(1);
    expect(rows).toEqual(storedInternals);
  });
});
