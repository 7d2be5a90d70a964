import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstTransferSeqFrom, lastTransferSeqUntil, transfersOfTx } from './block-seqs.js';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { migrateOver } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { indexPlan, inline } from './plan.test-util.js';

// Migration 0042 on a database the previous schema wrote: each block learns the seq of the last
// transfer in it or before it, which finds a transaction's transfers and a block range's without
// transfers_tx_idx. The chain starts at block 100 (an indexer started at that height); some
// transactions move nothing, some several tokens, some blocks are empty, and the last ones are.
const BEFORE = 42;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const FIRST = 100;
/** for each block from FIRST on, the transfers of each of its transactions */
const BLOCKS = [[], [1, 0, 2], [], [0], [3, 1], [0, 0], [], [1, 1, 1, 1], [], []];
const LAST = FIRST + BLOCKS.length - 1;

const engines = bothEngines('block_transfer_seqs');

/** tx seq → its transfer seqs, and block → its transfer seqs, as the chain wrote them */
const ofTx = new Map<number, number[]>();
const ofBlock = new Map<number, number[]>();
const blockOfTx = new Map<number, number>();

async function write(db: Kysely<Database>): Promise<void> {
  let txSeq = 0;
  let transferSeq = 0;
  for (const [i, txs] of BLOCKS.entries()) {
    const num = FIRST + i;
    const transferCount = txs.reduce((a, b) => a + b, 0);
    await sql`INSERT INTO blocks (num, hash, parent_hash, block_time, witness_address, tx_trie_root, version, size,
        tx_count, transfer_count, internal_tx_count, event_count, energy_used, net_used, fee, reward, last_tx_seq)
      VALUES (${num}, ${String(num).padStart(64, '0')}, '', now(), ${A}, '', 30, 0, ${txs.length}, ${transferCount},
        0, 0, 0, 0, 0, 0, ${txSeq + txs.length})`.execute(db);
    ofBlock.set(num, []);
    for (const moves of txs) {
      const seq = ++txSeq;
      blockOfTx.set(seq, num);
      await sql`INSERT INTO transactions (seq, hash, block_num, block_time, contract_type, owner_address, amount,
          fee, energy_fee, net_fee, success)
        VALUES (${seq}, sha256(int8send(${seq}::bigint)), ${num}, now(), 1, ${A}, 0, 0, 0, 0, true)`.execute(
        db,
      );
      const own: number[] = [];
      for (let m = 0; m < moves; m++) {
        own.push(++transferSeq);
        await sql`INSERT INTO transfers (seq, tx_seq, standard, token_id, from_address, to_address, amount)
          VALUES (${transferSeq}, ${seq}, 'POX', '_', ${A}, ${A}, 1)`.execute(db);
      }
      ofTx.set(seq, own);
      ofBlock.get(num)!.push(...own);
    }
  }
}

describe.each(engines)('migration 0042 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateOver(db.kysely, BEFORE, write, []);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  const value = async (expression: ReturnType<typeof firstTransferSeqFrom>) =>
    (await sql<{ v: number | null }>`SELECT ${expression} AS v`.execute(db.kysely)).rows[0]!.v;

  it('gives each block the seq of the last transfer in it or before it', async () => {
    const { rows } = await sql<{ last_transfer_seq: string }>`
      SELECT last_transfer_seq FROM blocks ORDER BY num`.execute(db.kysely);
    expect(rows.map((r) => Number(r.last_transfer_seq))).toEqual([0, 3, 3, 3, 7, 7, 7, 11, 11, 11]);
  });

  it("finds each transaction's transfers through its block, as the tx_seq index did", async () => {
    for (const [txSeq, own] of ofTx) {
      const { rows } = await sql<{ seq: string }>`
        SELECT seq FROM transfers WHERE ${transfersOfTx('transfers', txSeq, blockOfTx.get(txSeq)!)} ORDER BY seq`.execute(
        db.kysely,
      );
      expect(
        rows.map((r) => Number(r.seq)),
        `transaction ${txSeq}`,
      ).toEqual(own);
    }
  });

  it('finds the first and last transfer of any block range', async () => {
    const all = [...ofBlock.entries()];
    for (let num = FIRST - 2; num <= LAST + 2; num++) {
      const from = all.filter(([n]) => n >= num).flatMap(([, s]) => s);
      const until = all.filter(([n]) => n <= num).flatMap(([, s]) => s);
      const first = await value(firstTransferSeqFrom(num));
      const last = await value(lastTransferSeqUntil(num));
      // Past the last block there is no block to ask; after the last transfer, one past it.
      expect(first === null ? null : Number(first), `first from ${num}`).toBe(
        num > LAST ? null : (from[0] ?? 12),
      );
      expect(last === null ? null : Number(last), `last until ${num}`).toBe(
        num < FIRST ? null : (until.at(-1) ?? 0),
      );
    }
  });

  it("drops the index of every transfer by transaction; a transaction's transfers are a primary key range", async () => {
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'transfers' AND indexname = 'transfers_tx_idx'`.execute(
      db.kysely,
    );
    expect(rows).toEqual([]);
    const query = sql`SELECT seq FROM transfers WHERE ${transfersOfTx('transfers', 5, 104)} ORDER BY seq`;
    const plan = await indexPlan(db.kysely, inline(query.compile(db.kysely)));
    expect(plan).toMatch(
      /Index Scan using transfers_pkey[^\n]*\n\s+Index Cond: \(\(seq >= [^\n]+\) AND \(seq <= [^\n]+\)\)\n\s+Filter: \(tx_seq = /,
    );
  });
});
