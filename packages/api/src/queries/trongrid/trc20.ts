import type { ReadDb } from '../../db/api-db.js';
import { blockRange, type ChainFilter, transferSeqRange, txSeqRange } from './bounds.js';
import { decodeFingerprint, encodeFingerprint } from './fingerprint.js';

export interface Trc20Request {
  address: string;
  columns: ('from_address' | 'to_address')[];
  contract: string | undefined;
  filter: ChainFilter;
  limit: number;
  fingerprint: string | undefined;
  asc: boolean;
}

const LIST = 'trc20';

/** An address's PRC20 transfers (TronGrid's TRC20 list), keyset on transfers.seq per direction. */
export async function listTrc20Transfers(db: ReadDb, req: Trc20Request) {
  const after = decodeFingerprint(LIST, req.fingerprint, 1)?.[0];
  const range = await transferSeqRange(db, await txSeqRange(db, await blockRange(db, req.filter)));
  if (range.empty) return { data: [], fingerprint: undefined };
  const dir = req.asc ? 'asc' : 'desc';
  const lists = await Promise.all(
    req.columns.map((column) => {
      let q = db
        .selectFrom('transfers')
        .select('seq')
        .where(column, '=', req.address)
        .where('standard', '=', 'PRC20')
        .where('seq', '>=', range.lo)
        .where('seq', '<=', range.hi);
      if (req.contract !== undefined) q = q.where('token_id', '=', req.contract);
      if (after !== undefined) q = q.where('seq', req.asc ? '>' : '<', after);
      return q
        .orderBy('seq', dir)
        .limit(req.limit + 1)
        .execute();
    }),
  );
  const seqs = [...new Set(lists.flat().map((r) => Number(r.seq)))].sort((a, b) => (req.asc ? a - b : b - a));
  const page = seqs.slice(0, req.limit);
  if (page.length === 0) return { data: [], fingerprint: undefined };
  const rows = await db
    .selectFrom('transfers as f')
    .leftJoin('tokens as k', 'k.id', 'f.token_id')
    .select([
      'f.seq',
      'f.tx_hash',
      'f.block_time',
      'f.token_id',
      'f.from_address',
      'f.to_address',
      'f.amount',
      'k.symbol',
      'k.name',
      'k.decimals',
    ])
    .where('f.seq', 'in', page)
    .execute();
  const bySeq = new Map(rows.map((r) => [Number(r.seq), r]));
  const data = page.flatMap((s) => {
    const r = bySeq.get(s);
    if (r === undefined) return [];
    return [
      {
        transaction_id: r.tx_hash,
        token_info: {
          symbol: r.symbol ?? '',
          address: r.token_id,
          decimals: Number(r.decimals ?? 0),
          name: r.name ?? '',
        },
        block_timestamp: r.block_time.getTime(),
        from: r.from_address,
        to: r.to_address,
        type: 'Transfer',
        value: String(r.amount),
      },
    ];
  });
  const last = page.at(-1);
  const more = seqs.length > req.limit && last !== undefined;
  return { data, fingerprint: more ? encodeFingerprint(LIST, [last]) : undefined };
}
