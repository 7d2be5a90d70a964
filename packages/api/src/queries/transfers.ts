import type { SelectQueryBuilder } from 'kysely';
import type { ReadDb, ReadModel } from '../db/read-model.js';
import type { Transfer } from '../schemas/transactions.js';
import { amount, int, nextCursor, POX_TOKEN, tokenRef } from './convert.js';
import { readCounters } from './counters.js';

type TrFrom = SelectQueryBuilder<ReadModel & { tr: ReadModel['transfers'] }, 'tr', object>;

export function selectTransfer(qb: TrFrom) {
  return qb
    .leftJoin('tokens as t', 't.id', 'tr.token_id')
    .select([
      'tr.seq',
      'tr.transaction_hash',
      'tr.block_number',
      'tr.timestamp',
      'tr.from_address',
      'tr.to_address',
      'tr.amount',
      'tr.token_id',
      'tr.status',
      't.standard as t_standard',
      't.symbol as t_symbol',
      't.name as t_name',
      't.decimals as t_decimals',
    ]);
}

export type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransfer>['execute']>>[number];

export const toTransfer = (r: TransferRow): Transfer => ({
  transactionHash: r.transaction_hash,
  blockNumber: int(r.block_number),
  timestamp: r.timestamp.getTime(),
  from: r.from_address,
  to: r.to_address,
  amount: amount(r.amount),
  token: tokenRef(r) ?? POX_TOKEN,
  status: r.status === 'SUCCESS' ? 'SUCCESS' : 'FAILED',
});

/** All transfers newest first, by page number (a `seq` range) or by cursor. */
export async function listTransfers(db: ReadDb, opts: { page: number; limit: number; cursor?: string }) {
  const c = await readCounters(db, ['transfers']);
  const total = int(c.transfers);
  const upper =
    opts.cursor !== undefined ? BigInt(opts.cursor) - 1n : BigInt(total - (opts.page - 1) * opts.limit);
  const rows =
    upper < 1n
      ? []
      : await selectTransfer(db.selectFrom('transfers as tr'))
          .where('tr.seq', '<=', upper.toString())
          .orderBy('tr.seq', 'desc')
          .limit(opts.limit)
          .execute();
  return {
    items: rows.map(toTransfer),
    page: opts.page,
    limit: opts.limit,
    total,
    nextCursor: nextCursor(rows, opts.limit),
  };
}

const MAX_SEQ = '9223372036854775807';

/** An address's transfers (either side), newest first. */
export async function accountTransfers(db: ReadDb, address: string, limit: number, cursor?: string) {
  const side = (column: 'tr.from_address' | 'tr.to_address') =>
    selectTransfer(db.selectFrom('transfers as tr'))
      .where(column, '=', address)
      .where('tr.seq', '<', cursor ?? MAX_SEQ)
      .orderBy('tr.seq', 'desc')
      .limit(limit)
      .execute();
  const [sent, received] = await Promise.all([side('tr.from_address'), side('tr.to_address')]);
  const merged = new Map<string, TransferRow>();
  for (const row of [...sent, ...received]) merged.set(row.seq, row);
  const rows = [...merged.values()].sort((a, b) => (BigInt(b.seq) > BigInt(a.seq) ? 1 : -1)).slice(0, limit);
  return { items: rows.map(toTransfer), nextCursor: nextCursor(rows, limit) };
}

/** One token's transfers, newest first. */
export async function tokenTransfers(db: ReadDb, tokenId: string, limit: number, cursor?: string) {
  const rows = await selectTransfer(db.selectFrom('transfers as tr'))
    .where('tr.token_id', '=', tokenId)
    .where('tr.seq', '<', cursor ?? MAX_SEQ)
    .orderBy('tr.seq', 'desc')
    .limit(limit)
    .execute();
  return { items: rows.map(toTransfer), nextCursor: nextCursor(rows, limit) };
}
