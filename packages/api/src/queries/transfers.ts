import type { Database } from '@poxscan/db';
import { keyedEquals, tokenTransfersOf, transferParts, txHashHex } from '@poxscan/db';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import type { Transfer } from '../schemas/transactions.js';
import { amount, nextCursor, POX_TOKEN, tokenRef } from './convert.js';
import { readCounters } from './counters.js';

type TrFrom = SelectQueryBuilder<Database & { tr: Database['transfers'] }, 'tr', object>;

export function selectTransfer(qb: TrFrom) {
  return qb
    .innerJoin('transactions as tx', 'tx.seq', 'tr.tx_seq')
    .leftJoin('tokens as t', 't.id', 'tr.token_id')
    .select([
      'tr.seq',
      txHashHex('tx.hash').as('tx_hash'),
      'tx.block_num',
      'tx.block_time',
      'tr.from_address',
      'tr.to_address',
      'tr.amount',
      'tr.nft_id',
      'tr.token_id',
      'tr.standard',
      't.standard as t_standard',
      't.symbol as t_symbol',
      't.name as t_name',
      't.decimals as t_decimals',
    ]);
}

export type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransfer>['execute']>>[number];

/** Failed transactions move nothing, so every transfer row succeeded. */
export const toTransfer = (r: TransferRow): Transfer => ({
  transactionHash: r.tx_hash,
  blockNumber: r.block_num,
  timestamp: r.block_time.getTime(),
  from: r.from_address,
  to: r.to_address,
  amount: amount(r.amount),
  token: tokenRef({ ...r, t_standard: r.t_standard ?? r.standard }) ?? POX_TOKEN,
  nftId: r.nft_id,
  status: 'SUCCESS',
});

export interface TransferFilter {
  page: number;
  limit: number;
  cursor?: string;
  /** One standard's transfers: they have no positions of their own, so they page by cursor. */
  standard?: Transfer['token']['standard'];
}

/**
 * All transfers newest first, by page number (a `seq` range) or by cursor. POX transfers, about half
 * of them, are the primary key read backwards with a filter; other standards are read through
 * `(standard, seq)`, backwards. One standard's count is unknown (`total: null`).
 */
export async function listTransfers(db: ReadDb, filter: TransferFilter) {
  const c = await readCounters(db, ['transfers']);
  const { standard } = filter;
  const skipped = standard === undefined ? (filter.page - 1) * filter.limit : 0;
  const upper = filter.cursor !== undefined ? Number(filter.cursor) - 1 : c.transfers - skipped;
  let query = selectTransfer(db.selectFrom('transfers as tr')).where('tr.seq', '<=', upper);
  if (standard === 'POX') query = query.where('tr.standard', '=', 'POX');
  // `<> 'POX'` repeats the partial index's predicate, so the planner picks that index.
  else if (standard !== undefined)
    query = query.where('tr.standard', '=', standard).where('tr.standard', '<>', 'POX');
  const rows = upper < 1 ? [] : await query.orderBy('tr.seq', 'desc').limit(filter.limit).execute();
  return {
    items: rows.map(toTransfer),
    page: filter.page,
    limit: filter.limit,
    total: standard === undefined ? c.transfers : null,
    nextCursor: nextCursor(rows, filter.limit),
  };
}

/** The conditions that read an address's transfers on either side, one partial index each (transferParts). */
export const addressTransferArms = (address: string): RawBuilder<boolean>[] =>
  (['from_address', 'to_address'] as const).flatMap((column) =>
    transferParts().map((part) => sql<boolean>`${keyedEquals(column, address)} AND ${part}`),
  );

/**
 * The first `limit` transfer seqs in `order` that meet any of `arms` and `bounds`, as a subquery: the
 * first `limit` of each arm's index, merged without repeats (a self-transfer is on both sides).
 */
export function transferSeqsOf(
  arms: RawBuilder<boolean>[],
  bounds: RawBuilder<boolean>,
  order: 'asc' | 'desc',
  limit: number,
) {
  const dir = sql.raw(order);
  const firsts = arms.map(
    (arm) => sql`(SELECT seq FROM transfers WHERE ${arm} AND ${bounds} ORDER BY seq ${dir} LIMIT ${limit})`,
  );
  return sql<number>`(SELECT seq FROM (${sql.join(firsts, sql` UNION `)}) s ORDER BY seq ${dir} LIMIT ${limit})`;
}

/** An address's transfers (either side), newest first, in one statement. */
export function accountTransfersQuery(db: ReadDb, address: string, limit: number, below: number) {
  return selectTransfer(db.selectFrom('transfers as tr'))
    .where('tr.seq', 'in', transferSeqsOf(addressTransferArms(address), sql`seq < ${below}`, 'desc', limit))
    .orderBy('tr.seq', 'desc');
}

export async function accountTransfers(db: ReadDb, address: string, limit: number, cursor?: string) {
  const below = cursor === undefined ? Number.MAX_SAFE_INTEGER : Number(cursor);
  const rows = await accountTransfersQuery(db, address, limit, below).execute();
  return { items: rows.map(toTransfer), nextCursor: nextCursor(rows, limit) };
}

/** One token's transfers, newest first. */
export async function tokenTransfers(db: ReadDb, tokenId: string, limit: number, cursor?: string) {
  const rows = await selectTransfer(db.selectFrom('transfers as tr'))
    .where(tokenTransfersOf(tokenId, 'tr'))
    .where('tr.seq', '<', cursor === undefined ? Number.MAX_SAFE_INTEGER : Number(cursor))
    .orderBy('tr.seq', 'desc')
    .limit(limit)
    .execute();
  return { items: rows.map(toTransfer), nextCursor: nextCursor(rows, limit) };
}
