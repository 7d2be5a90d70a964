import {
  firstTxSeqFrom as firstTxSeqFromSql,
  lastTxSeqUntil as lastTxSeqUntilSql,
  literalLimit,
} from '@poxscan/db';
import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';

/** The first block at or after a time. Block times grow with numbers, so the time index alone orders them. */
export async function firstBlockSince(db: ReadDb, since: Date): Promise<number | undefined> {
  const row = await db
    .selectFrom('blocks')
    .select('num')
    .where('block_time', '>=', since)
    .orderBy('block_time')
    .limit(literalLimit(1))
    .executeTakeFirst();
  return row?.num;
}

/** The last block at or before a time. */
export async function lastBlockUntil(db: ReadDb, until: Date): Promise<number | undefined> {
  const row = await db
    .selectFrom('blocks')
    .select('num')
    .where('block_time', '<=', until)
    .orderBy('block_time', 'desc')
    .limit(literalLimit(1))
    .executeTakeFirst();
  return row?.num;
}

/** The first transaction seq in blocks ≥ `block` (blocks.last_tx_seq). */
export async function firstTxSeqFrom(db: ReadDb, block: number): Promise<number | undefined> {
  const { rows } = await sql<{ seq: number | null }>`SELECT ${firstTxSeqFromSql(block)} AS seq`.execute(db);
  return rows[0]?.seq ?? undefined;
}

export async function lastTxSeqUntil(db: ReadDb, block: number): Promise<number | undefined> {
  const { rows } = await sql<{ seq: number | null }>`SELECT ${lastTxSeqUntilSql(block)} AS seq`.execute(db);
  return rows[0]?.seq ?? undefined;
}

/**
 * The first transaction in blocks at or after a time, NULL if none: a probe of the time index, then
 * firstTxSeqFrom, in one statement.
 */
export function firstTxSeqSince(db: ReadDb, since: Date) {
  const first = db
    .selectFrom('blocks')
    .select('num')
    .where('block_time', '>=', since)
    .orderBy('block_time')
    .limit(literalLimit(1));
  return db.selectNoFrom(firstTxSeqFromSql(sql<number | null>`(${first})`).as('seq'));
}

/** How many transactions the last `hours` hours hold: the distance between two positions. */
export async function transactionsSince(db: ReadDb, hours: number, total: number): Promise<number> {
  const row = await firstTxSeqSince(db, new Date(Date.now() - hours * 3600_000)).executeTakeFirst();
  return row?.seq == null ? 0 : Math.max(0, total - Number(row.seq) + 1);
}

/** The positions (seq, inclusive) of the transactions in a block-time range; empty when `first > last`. */
export async function txSeqRange(
  db: ReadDb,
  total: number,
  start: number | undefined,
  end: number | undefined,
): Promise<{ first: number; last: number }> {
  const [first, last] = await Promise.all([
    start === undefined
      ? 1
      : firstBlockSince(db, new Date(start)).then((b) =>
          b === undefined ? undefined : firstTxSeqFrom(db, b),
        ),
    end === undefined
      ? total
      : lastBlockUntil(db, new Date(end)).then((b) => (b === undefined ? undefined : lastTxSeqUntil(db, b))),
  ]);
  return first === undefined || last === undefined ? { first: 1, last: 0 } : { first, last };
}
