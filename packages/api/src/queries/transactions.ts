import { type SelectQueryBuilder, sql } from 'kysely';
import type { ReadDb, ReadModel } from '../db/read-model.js';
import type { TransactionSummary } from '../schemas/transactions.js';
import { contractTypeName } from './contract-types.js';
import { amount, int, nextCursor, tokenRef } from './convert.js';
import { readCounters } from './counters.js';

type TxFrom = SelectQueryBuilder<ReadModel & { tx: ReadModel['transactions'] }, 'tx', object>;

/** The columns of a transaction summary, with its token (t_*). */
export function selectSummary(qb: TxFrom) {
  return qb
    .leftJoin('tokens as t', 't.id', 'tx.token_id')
    .select([
      'tx.seq',
      'tx.hash',
      'tx.block_number',
      'tx.timestamp',
      'tx.contract_type',
      'tx.from_address',
      'tx.to_address',
      'tx.amount',
      'tx.token_id',
      'tx.fee',
      'tx.status',
      't.standard as t_standard',
      't.symbol as t_symbol',
      't.name as t_name',
      't.decimals as t_decimals',
    ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['execute']>>[number];

export function toSummary(row: SummaryRow, solidified: number): TransactionSummary {
  return {
    hash: row.hash,
    blockNumber: int(row.block_number),
    timestamp: row.timestamp.getTime(),
    contractType: row.contract_type,
    contractTypeName: contractTypeName(row.contract_type),
    from: row.from_address,
    to: row.to_address,
    amount: amount(row.amount),
    token: tokenRef(row),
    fee: amount(row.fee),
    status: row.status === 'SUCCESS' ? 'SUCCESS' : 'FAILED',
    confirmed: int(row.block_number) <= solidified,
  };
}

/**
 * Newest first. A page number maps to a position range of the gap-free `seq` (the newest transaction
 * is `seq = total`), so page 10,000 reads `limit` rows, like page 1. A cursor continues below it.
 */
export async function listTransactions(db: ReadDb, opts: { page: number; limit: number; cursor?: string }) {
  const c = await readCounters(db, ['transactions', 'solidified_block']);
  const total = int(c.transactions);
  const upper =
    opts.cursor !== undefined ? BigInt(opts.cursor) - 1n : BigInt(total - (opts.page - 1) * opts.limit);
  const rows =
    upper < 1n
      ? []
      : await selectSummary(db.selectFrom('transactions as tx'))
          .where('tx.seq', '<=', upper.toString())
          .orderBy('tx.seq', 'desc')
          .limit(opts.limit)
          .execute();
  const solidified = int(c.solidified_block);
  return {
    items: rows.map((r) => toSummary(r, solidified)),
    page: opts.page,
    limit: opts.limit,
    total,
    nextCursor: nextCursor(rows, opts.limit),
  };
}

/** An address's transactions, sent or received, newest first: two index scans merged. */
export async function accountTransactions(db: ReadDb, address: string, limit: number, cursor?: string) {
  const below = cursor ?? '9223372036854775807';
  const side = (column: 'tx.from_address' | 'tx.to_address') =>
    selectSummary(db.selectFrom('transactions as tx'))
      .where(column, '=', address)
      .where('tx.seq', '<', below)
      .orderBy('tx.seq', 'desc')
      .limit(limit);
  const [sent, received, c] = await Promise.all([
    side('tx.from_address').execute(),
    side('tx.to_address').execute(),
    readCounters(db, ['solidified_block']),
  ]);
  const merged = new Map<string, SummaryRow>();
  for (const row of [...sent, ...received]) merged.set(row.seq, row);
  const rows = [...merged.values()].sort((a, b) => (BigInt(b.seq) > BigInt(a.seq) ? 1 : -1)).slice(0, limit);
  const solidified = int(c.solidified_block);
  return { items: rows.map((r) => toSummary(r, solidified)), nextCursor: nextCursor(rows, limit) };
}

/** The transactions of one block in block order; `index_in_block` makes any page a range read. */
export async function blockTransactions(db: ReadDb, blockNumber: string, page: number, limit: number) {
  const [rows, c] = await Promise.all([
    selectSummary(db.selectFrom('transactions as tx'))
      .where('tx.block_number', '=', blockNumber)
      .where('tx.index_in_block', '>=', (page - 1) * limit)
      .orderBy('tx.index_in_block')
      .limit(limit)
      .execute(),
    readCounters(db, ['solidified_block']),
  ]);
  return rows.map((r) => toSummary(r, int(c.solidified_block)));
}

/** The first `seq` of the last 24 h (an index probe), so a day's count is a subtraction. */
export async function firstSeqSince(db: ReadDb, table: 'transactions' | 'transfers', hours: number) {
  const row = await db
    .selectFrom(table)
    .select('seq')
    .where('timestamp', '>', sql<Date>`now() - make_interval(hours => ${hours})`)
    .orderBy('timestamp')
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  return row?.seq;
}

/** `/api/transaction/stats`: totals from counters, daily counts from the daily roll-up. */
export async function transactionStats(db: ReadDb) {
  const [c, daily, first] = await Promise.all([
    readCounters(db, ['transactions', 'transfers']),
    db
      .selectFrom('daily_stats')
      .select([sql<string>`(extract(epoch from day) * 1000)::bigint`.as('day_ms'), 'transactions'])
      .orderBy('day', 'desc')
      .limit(30)
      .execute(),
    firstSeqSince(db, 'transactions', 24),
  ]);
  const total = int(c.transactions);
  const perDay = daily.map((d) => ({ day: int(d.day_ms), count: int(d.transactions) })).reverse();
  const maxDay = Math.max(0, ...perDay.map((d) => d.count));
  const last24h = first === undefined ? 0 : Math.max(0, total - int(first) + 1);
  return {
    total,
    last24h,
    transfersTotal: int(c.transfers),
    tps: last24h / 86_400,
    maxTps: maxDay / 86_400,
    daily: perDay,
  };
}
