import { sql } from 'kysely';
import type { ReadDb } from '../db/read-model.js';
import { selectTransfer, type TransferRow } from '../queries/transfers.js';
import { type ExportRequest, MAX_RECORDS } from './request.js';

/** The `seq` bounds of a block range or a time range, found by two index probes each. */
async function seqBounds(db: ReadDb, req: ExportRequest): Promise<{ low: string; high: string } | null> {
  let low = '1';
  let high = '9223372036854775807';
  const probe = async (column: 'block_number' | 'timestamp', op: '>=' | '<=', value: string | Date) => {
    const row = await db
      .selectFrom('transfers')
      .select('seq')
      .where(column, op, value as string)
      .orderBy(column, op === '>=' ? 'asc' : 'desc')
      .orderBy('seq', op === '>=' ? 'asc' : 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.seq;
  };
  const raise = (v: string | undefined, to: 'low' | 'high') => {
    if (v === undefined) return false;
    if (to === 'low' && BigInt(v) > BigInt(low)) low = v;
    if (to === 'high' && BigInt(v) < BigInt(high)) high = v;
    return true;
  };
  if (req.blocks) {
    const [a, b] = await Promise.all([
      probe('block_number', '>=', String(req.blocks.from)),
      probe('block_number', '<=', String(req.blocks.to)),
    ]);
    if (!raise(a, 'low') || !raise(b, 'high')) return null;
  }
  if (req.times) {
    const [a, b] = await Promise.all([
      probe('timestamp', '>=', new Date(req.times.from)),
      probe('timestamp', '<=', new Date(req.times.to)),
    ]);
    if (!raise(a, 'low') || !raise(b, 'high')) return null;
  }
  return BigInt(low) <= BigInt(high) ? { low, high } : null;
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
 * token contract: three index range scans on (column, seq), merged by position.
 */
export async function exportRows(db: ReadDb, req: ExportRequest): Promise<TransferRow[]> {
  const [bounds, tokenIds] = await Promise.all([
    seqBounds(db, req),
    req.symbol === null ? Promise.resolve(null) : tokenIdsOf(db, req.symbol),
  ]);
  if (bounds === null || (tokenIds !== null && tokenIds.length === 0)) return [];
  const side = (column: 'tr.from_address' | 'tr.to_address' | 'tr.token_id') => {
    let q = selectTransfer(db.selectFrom('transfers as tr'))
      .where(column, '=', req.address)
      .where('tr.seq', '>=', bounds.low)
      .where('tr.seq', '<=', bounds.high);
    if (tokenIds !== null) q = q.where('tr.token_id', 'in', tokenIds);
    return q.orderBy('tr.seq').limit(MAX_RECORDS).execute();
  };
  const sides = await Promise.all([side('tr.from_address'), side('tr.to_address'), side('tr.token_id')]);
  const merged = new Map<string, TransferRow>();
  for (const rows of sides) for (const r of rows) merged.set(r.seq, r);
  return [...merged.values()].sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1)).slice(0, MAX_RECORDS);
}

/** The tokens an address holds or held, and the token it is the contract of: the export page's types. */
export async function exportTokens(db: ReadDb, address: string) {
  const rows = await db
    .selectFrom('tokens as t')
    .select(['t.id', 't.name', 't.symbol'])
    .where('t.id', '!=', '_')
    .where((eb) =>
      eb.or([
        eb('t.id', '=', address),
        eb('t.id', 'in', eb.selectFrom('token_balances').select('token_id').where('address', '=', address)),
      ]),
    )
    .orderBy('t.symbol')
    .limit(500)
    .execute();
  return rows.map((r) => ({ symbol: r.symbol, name: r.name, tokenId: r.id }));
}
