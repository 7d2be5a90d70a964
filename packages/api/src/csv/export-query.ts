import { tokenTransfersOf } from '@poxscan/db';
import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import { firstBlockSince, lastBlockUntil } from '../queries/positions.js';
import { transferSeqRange } from '../queries/seq-ranges.js';
import {
  addressTransferArms,
  selectTransfer,
  type TransferRow,
  transferSeqsOf,
} from '../queries/transfers.js';
import { type ExportRequest, MAX_RECORDS } from './request.js';

/** The inclusive block range a request covers (blocks ∩ dates), found on the blocks' time index. */
async function blockRange(db: ReadDb, req: ExportRequest): Promise<{ from: number; to: number } | null> {
  let from = req.blocks?.from ?? 0;
  let to = req.blocks?.to ?? Number.MAX_SAFE_INTEGER;
  if (req.times) {
    const [a, b] = await Promise.all([
      firstBlockSince(db, new Date(req.times.from)),
      lastBlockUntil(db, new Date(req.times.to)),
    ]);
    if (a === undefined || b === undefined) return null;
    from = Math.max(from, a);
    to = Math.min(to, b);
  }
  return from <= to ? { from, to } : null;
}

async function tokenIdsOf(db: ReadDb, symbol: string): Promise<string[]> {
  if (symbol.toUpperCase() === 'POX') return ['_'];
  const rows = await db
    .selectFrom('tokens')
    .select('id')
    .where(sql`lower(symbol)`, '=', symbol.toLowerCase())
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The earliest records (at most 5,000) of the range where the address sent, received, or is the
 * token contract, in one statement: index range scans on (text_key(column), seq), merged by position.
 */
export async function exportRows(db: ReadDb, req: ExportRequest): Promise<TransferRow[]> {
  const [blocks, tokenIds] = await Promise.all([
    blockRange(db, req),
    req.symbol === null ? Promise.resolve(null) : tokenIdsOf(db, req.symbol),
  ]);
  const range = blocks === null ? null : await transferSeqRange(db, { ...blocks, empty: false });
  if (range === null || range.empty || (tokenIds !== null && tokenIds.length === 0)) return [];
  const tokens = tokenIds === null ? sql`` : sql`AND token_id IN (${sql.join(tokenIds)})`;
  const bounds = sql<boolean>`seq >= ${range.lo} AND seq <= ${range.hi} ${tokens}`;
  const arms = [...addressTransferArms(req.address), tokenTransfersOf(req.address)];
  return selectTransfer(db.selectFrom('transfers as tr'))
    .where('tr.seq', 'in', transferSeqsOf(arms, bounds, 'asc', MAX_RECORDS))
    .orderBy('tr.seq')
    .execute();
}

/** The tokens an address holds, and the token it is the contract of: the export page's types. */
export async function exportTokens(db: ReadDb, address: string) {
  const rows = await db
    .selectFrom('tokens as t')
    .select(['t.id', 't.name', 't.symbol'])
    .where('t.id', '!=', '_')
    .where((eb) =>
      eb.or([
        eb('t.id', '=', address),
        eb('t.id', 'in', eb.selectFrom('token_holders').select('token_id').where('address', '=', address)),
      ]),
    )
    .orderBy('t.symbol')
    .limit(500)
    .execute();
  return rows.map((r) => ({ symbol: r.symbol ?? '', name: r.name ?? '', tokenId: r.id }));
}
