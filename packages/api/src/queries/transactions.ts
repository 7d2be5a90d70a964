import type { Database } from '@poxscan/db';
import { blockFirstTxSeq, blockLastTxSeq, keyedEquals, literalLimit, txHashHex } from '@poxscan/db';
import { contractTypeName, contractTypeNumber } from '@poxscan/protocol/browser';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import { reusable } from '../db/reusable.js';
import type { TransactionSummary } from '../schemas/transactions.js';
import { callTransfer, withCallTransfer } from './call-transfers.js';
import { amount, nextCursor, tokenRef } from './convert.js';
import { readCounters, solidifiedColumn } from './counters.js';
import { mergedSeqs } from './merged-seqs.js';
import { txSeqRange } from './positions.js';
import { tokenFields, tokenRefColumns } from './token-column.js';

type TxFrom = SelectQueryBuilder<Database & { tx: Database['transactions'] }, 'tx', object>;

/**
 * The columns of a transaction summary, with its PRC10 token (t_*) when it moves one, a contract
 * call's first token transfer (call_*), and the solidified block that says whether it is confirmed.
 */
export function selectSummary(qb: TxFrom) {
  return withCallTransfer(qb).select([
    'tx.seq',
    txHashHex('tx.hash').as('hash'),
    'tx.block_num',
    'tx.block_time',
    'tx.contract_type',
    'tx.owner_address',
    'tx.to_address',
    'tx.amount',
    'tx.token_id',
    'tx.fee',
    'tx.success',
    tokenFields('tx.token_id', 't'),
    solidifiedColumn.as('solidified'),
  ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['execute']>>[number];

export function toSummary(row: SummaryRow): TransactionSummary {
  const moves = BigInt(amount(row.amount)) > 0n;
  return {
    hash: row.hash,
    blockNumber: row.block_num,
    timestamp: row.block_time.getTime(),
    contractType: row.contract_type,
    contractTypeName: contractTypeName(row.contract_type) ?? `ContractType${row.contract_type}`,
    from: row.owner_address,
    to: row.to_address,
    amount: amount(row.amount),
    token: moves ? tokenRef({ token_id: row.token_id ?? '_', ...tokenRefColumns(row.t_token) }) : null,
    tokenTransfer: callTransfer(row),
    fee: amount(row.fee),
    status: row.success ? 'SUCCESS' : 'FAILED',
    confirmed: row.block_num <= Number(row.solidified ?? 0),
  };
}

export interface TransactionFilter {
  page: number;
  limit: number;
  cursor?: string;
  /** Contract type number; without positions of its own, this list pages by cursor only. */
  type?: number;
  /** Block-time range, ms, both ends included. */
  start?: number;
  end?: number;
}

/** TransferContract: the type the type index leaves out (0043), common enough to find by position. */
const TRANSFER_TYPE = contractTypeNumber('TransferContract');

/** The newest position, read by a page's own statement: the transaction counter. */
const newestSeq = sql<number>`(select value from counters where name = 'transactions')`;

/** The positions of a block-time range, from the counter and the blocks at its ends. */
async function timeRange(db: ReadDb, filter: TransactionFilter) {
  const c = await readCounters(db, ['transactions']);
  return txSeqRange(db, c.transactions, filter.start, filter.end);
}

/** What the text of a list page depends on: a time range, a cursor, the kind of type filter. */
interface ListShape {
  range: boolean;
  cursor: boolean;
  type: 'all' | 'transfers' | 'other';
  /** The page size, written into the text of the whole list (literalLimit). */
  literal: number | null;
}

const listRows = reusable(
  (
    db,
    v: { first: number; last: number; below: number; skipped: number; type: number; limit: number },
    shape: ListShape,
  ) => {
    const last = shape.range ? sql<number>`${v.last}::bigint` : newestSeq;
    const upper = shape.cursor
      ? sql<number>`least(${v.below}::bigint, ${last})`
      : sql<number>`${last} - ${v.skipped}::bigint`;
    let query = selectSummary(db.selectFrom('transactions as tx'))
      .select(last.as('newest'))
      .where('tx.seq', '<=', upper)
      .where('tx.seq', '>=', v.first);
    if (shape.type === 'transfers') query = query.where('tx.contract_type', '=', v.type);
    // The literal lets every plan, generic ones too, read the index that leaves transfers out (0043).
    else if (shape.type === 'other')
      query = query
        .where('tx.contract_type', '=', v.type)
        .where(sql<boolean>`tx.contract_type <> ${sql.lit(TRANSFER_TYPE)}`);
    // A type's rows are skewed (transfers are most of the chain): only the whole list plans once.
    return query
      .orderBy('tx.seq', 'desc')
      .limit(shape.literal === null ? v.limit : literalLimit(shape.literal));
  },
);

/**
 * Newest first. Positions (`seq`) are gap-free: the newest transaction is `seq = total` and a time
 * range is a range of positions, so page 10,000 reads `limit` rows, like page 1. Without a time range
 * the page is one statement, which reads the total from the counter too; only a page past the end
 * reads it again. A type filter reads the `(contract_type, seq)` index backwards within that range, or
 * for TransferContract the primary key; its count is unknown (`total: null`).
 */
export async function listTransactions(db: ReadDb, filter: TransactionFilter) {
  const range =
    filter.start === undefined && filter.end === undefined ? undefined : await timeRange(db, filter);
  const first = range?.first ?? 1;
  const type = filter.type === undefined ? 'all' : filter.type === TRANSFER_TYPE ? 'transfers' : 'other';
  const rows = await listRows(
    db,
    {
      first,
      last: range?.last ?? 0,
      below: filter.cursor === undefined ? 0 : Number(filter.cursor) - 1,
      skipped: filter.type === undefined ? (filter.page - 1) * filter.limit : 0,
      type: filter.type ?? 0,
      limit: filter.limit,
    },
    {
      range: range !== undefined,
      cursor: filter.cursor !== undefined,
      type,
      literal: type === 'all' ? filter.limit : null,
    },
  );
  const newest = async () =>
    range?.last ??
    (rows[0] !== undefined
      ? Number(rows[0].newest)
      : (await readCounters(db, ['transactions'])).transactions);
  return {
    items: rows.map(toSummary),
    page: filter.page,
    limit: filter.limit,
    total: filter.type === undefined ? Math.max(0, (await newest()) - first + 1) : null,
    nextCursor: nextCursor(rows, filter.limit, first),
  };
}

/**
 * An address's transactions, sent or received, newest first, in one statement: the newest `limit`
 * positions of each side (two keyed index scans, merged), and their summaries. The limits stay
 * bound: a generic plan then counts on a few of an address's rows, which keeps each side on its
 * index read backwards whatever the address (the busiest has a million).
 */
export function accountTransactionsQuery(db: ReadDb, v: { address: string; below: number; limit: number }) {
  const side = (column: 'owner_address' | 'to_address') =>
    sql`(SELECT seq FROM transactions WHERE ${keyedEquals(column, v.address)} AND seq < ${v.below}
      ORDER BY seq DESC LIMIT ${v.limit})`;
  const page = mergedSeqs([side('owner_address'), side('to_address')], false, v.limit);
  return selectSummary(db.selectFrom('transactions as tx'))
    .innerJoin(page.as('page'), 'page.seq', 'tx.seq')
    .orderBy('tx.seq', 'desc');
}

const accountTransactionRows = reusable(accountTransactionsQuery);

export async function accountTransactions(db: ReadDb, address: string, limit: number, cursor?: string) {
  const below = cursor === undefined ? Number.MAX_SAFE_INTEGER : Number(cursor);
  const rows = await accountTransactionRows(db, { address, below, limit });
  return { items: rows.map(toSummary), nextCursor: nextCursor(rows, limit) };
}

/** The transactions of one block in block order: a range of seqs from the block's row (0035). */
export async function blockTransactions(db: ReadDb, blockNumber: number, page: number, limit: number) {
  const rows = await selectSummary(db.selectFrom('transactions as tx'))
    .where('tx.seq', '>=', sql<number>`${blockFirstTxSeq(blockNumber)} + ${(page - 1) * limit}`)
    .where('tx.seq', '<=', blockLastTxSeq(blockNumber))
    .orderBy('tx.seq')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}
