import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockFirstTxSeq, blockLastTxSeq, firstTxSeqFrom, lastTxSeqUntil } from './block-seqs.js';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';

// Migration 0035 on a database the previous schema wrote: each block learns the seq of the last
// transaction in it or before it, which gives every block's and block range's seqs without
// transactions_block_idx. The chain starts at block 100 (an indexer started at that height), has
// empty blocks between busy ones, and ends with empty blocks.
const BEFORE = 35;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const FIRST = 100;
/** transactions in each block from FIRST on */
const COUNTS = [0, 3, 0, 0, 2, 1, 0, 4, 0, 0];
const LAST = FIRST + COUNTS.length - 1;

const engines = bothEngines('block_tx_seqs');

describe.each(engines)('migration 0035 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  /** block → its seqs, as the chain wrote them */
  const seqs = new Map<number, number[]>();
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    let seq = 0;
    for (const [i, count] of COUNTS.entries()) {
      const num = FIRST + i;
      await sql`INSERT INTO blocks (num, hash, parent_hash, block_time, witness_address, tx_trie_root, version, size,
          tx_count, transfer_count, internal_tx_count, event_count, energy_used, net_used, fee, reward)
        VALUES (${num}, ${String(num).padStart(64, '0')}, '', now(), ${A}, '', 30, 0, ${count}, 0, 0, 0, 0, 0, 0, 0)`.execute(
        db.kysely,
      );
      const own: number[] = [];
      for (let idx = 0; idx < count; idx++) {
        own.push(++seq);
        await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address, amount,
            fee, energy_usage, energy_fee, net_usage, net_fee, success, result)
          VALUES (${seq}, sha256(int8send(${seq}::bigint)), ${num}, ${idx}, now(), 1, ${A}, 0, 0, 0, 0, 0, 0, true,
            'SUCCESS')`.execute(db.kysely);
      }
      seqs.set(num, own);
    }
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
  });

  const value = async (expression: ReturnType<typeof firstTxSeqFrom>) =>
    (await sql<{ v: number | null }>`SELECT ${expression} AS v`.execute(db.kysely)).rows[0]!.v;

  it("gives each block the seq of the last transaction in it or before it, and each block's seqs", async () => {
    const { rows } = await sql<{ num: number; last_tx_seq: number }>`
      SELECT num, last_tx_seq FROM blocks ORDER BY num`.execute(db.kysely);
    expect(rows.map((r) => Number(r.last_tx_seq))).toEqual([0, 3, 3, 3, 5, 6, 6, 10, 10, 10]);
    for (const [num, own] of seqs) {
      const [first, last] = [await value(blockFirstTxSeq(num)), await value(blockLastTxSeq(num))];
      const range = Array.from({ length: Number(last) - Number(first) + 1 }, (_, i) => Number(first) + i);
      expect(range).toEqual(own);
    }
  });

  it('finds the first and last transaction of any block range, as the block index did', async () => {
    const all = [...seqs.entries()];
    for (let num = FIRST - 2; num <= LAST + 2; num++) {
      const from = all.filter(([n]) => n >= num).flatMap(([, s]) => s);
      const until = all.filter(([n]) => n <= num).flatMap(([, s]) => s);
      expect(await value(firstTxSeqFrom(num)), `first from ${num}`).toBe(from[0] ?? null);
      expect(Number((await value(lastTxSeqUntil(num))) ?? -1), `last until ${num}`).toBe(until.at(-1) ?? -1);
    }
  });

  it('drops the index of every transaction by block', async () => {
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'transactions' AND indexname = 'transactions_block_idx'`.execute(
      db.kysely,
    );
    expect(rows).toEqual([]);
  });
});
