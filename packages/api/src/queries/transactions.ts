import type { Database } from '@poxscan/db';
import { contractTypeName } from '@poxscan/protocol/browser';
import type { SelectQueryBuilder } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import type { TransactionSummary } from '../schemas/transactions.js';
import { amount, mergeNewest, nextCursor, tokenRef } from './convert.js';
import { chainHead, readCounters } from './counters.js';

type TxFrom = SelectQueryBuilder<Database & { tx: Database['transactions'] }, 'tx', object>;

/** The columns of a transaction summary, with its PRC10 token (t_*) when it moves one. */
export function selectSummary(qb: TxFrom) {
  return qb
    .leftJoin('tokens as t', 't.id', 'tx.token_id')
    .select([
      'tx.seq',
      'tx.hash',
      'tx.block_num',
      'tx.block_time',
      'tx.contract_type',
      'tx.owner_address',
      'tx.to_address',
      'tx.amount',
      'tx.token_id',
      'tx.fee',
      'tx.success',
      't.standard as t_standard',
      't.symbol as t_symbol',
      't.name as t_name',
      't.decimals as t_decimals',
    ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['execute']>>[number];

export function toSummary(row: SummaryRow, solidified: number): TransactionSummary {
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
    token: moves ? tokenRef({ ...row, token_id: row.token_id ?? '_' }) : null,
    fee: amount(row.fee),
    status: row.success ? 'SUCCESS' : 'FAILED',
    confirmed: row.block_num <= solidified,
  };
}

/**
 * Newest first. A page number maps to a range of the gap-free `seq` (the newest transaction is
 * `seq = total`), so page 10,000 reads `limit` rows, like page 1. A cursor continues below it.
 */
export async function listTransactions(db: ReadDb, opts: { page: number; limit: number; cursor?: string }) {
  const [c, head] = await Promise.all([readCounters(db, ['transactions']), chainHead(db)]);
  const total = c.transactions;
  const upper = opts.cursor !== undefined ? Number(opts.cursor) - 1 : total - (opts.page - 1) * opts.limit;
  const rows =
    upper < 1
      ? []
      : await selectSummary(db.selectFrom('transactions as tx'))
          .where('tx.seq', '<=', upper)
          .orderBy('tx.seq', 'desc')
          .limit(opts.limit)
          .execute();
  return {
    items: rows.map((r) => toSummary(r, head.solidified)),
    page: opts.page,
    limit: opts.limit,
    total,
    nextCursor: nextCursor(rows, opts.limit),
  };
}

/** An address's transactions, sent or received, newest first: two index scans merged. */
export async function accountTransactions(db: ReadDb, address: string, limit: number, cursor?: string) {
  const below = cursor === undefined ? Number.MAX_SAFE_INTEGER : Number(cursor);
  const side = (column: 'tx.owner_address' | 'tx.to_address') =>
    selectSummary(db.selectFrom('transactions as tx'))
      .where(column, '=', address)
      .where('tx.seq', '<', below)
      .orderBy('tx.seq', 'desc')
      .limit(limit)
      .execute();
  const [sent, received, head] = await Promise.all([
    side('tx.owner_address'),
    side('tx.to_address'),
    chainHead(db),
  ]);
  const rows = mergeNewest(sent, received, limit);
  return { items: rows.map((r) => toSummary(r, head.solidified)), nextCursor: nextCursor(rows, limit) };
}

/** The transactions of one block in block order; `idx` makes any page a range read. */
export async function blockTransactions(db: ReadDb, blockNumber: number, page: number, limit: number) {
  const [rows, head] = await Promise.all([
    selectSummary(db.selectFrom('transactions as tx'))
      .where('tx.block_num', '=', blockNumber)
      .where('tx.idx', '>=', (page - 1) * limit)
      .orderBy('tx.idx')
      .limit(limit)
      .execute(),
    chainHead(db),
  ]);
  return rows.map((r) => toSummary(r, head.solidified));
}
