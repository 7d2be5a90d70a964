import { sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';
import { txSeqRange } from '../seq-ranges.js';
import { blockRange, type ChainFilter } from './bounds.js';
import { decodeFingerprint, encodeFingerprint } from './fingerprint.js';
import { INTERNAL_COLUMNS } from './transactions.js';
import { type InternalRow, internalJson } from './tx-json.js';

export interface InternalListRequest {
  address: string;
  filter: ChainFilter;
  limit: number;
  fingerprint: string | undefined;
  asc: boolean;
}

const LIST = 'internal';

/**
 * The internal transactions an address made or received, keyset on (tx_seq, idx), each side read
 * from its (address, tx_seq) index.
 */
export async function listInternalTransactions(db: ReadDb, req: InternalListRequest) {
  const after = decodeFingerprint(LIST, req.fingerprint, 2);
  const range = await txSeqRange(db, await blockRange(db, req.filter));
  if (range.empty) return { data: [], fingerprint: undefined };
  const dir = req.asc ? 'asc' : 'desc';
  const sides = await Promise.all(
    (['caller_address', 'to_address'] as const).map((column) => {
      let q = db
        .selectFrom('internal_transactions as i')
        .innerJoin('transactions as t', 't.seq', 'i.tx_seq')
        .select(INTERNAL_COLUMNS)
        .where(`i.${column}`, '=', req.address)
        .where('i.tx_seq', '>=', range.lo)
        .where('i.tx_seq', '<=', range.hi);
      if (after !== undefined) {
        const [s, i] = after as [number, number];
        q = q.where(
          req.asc
            ? sql<boolean>`(i.tx_seq, i.idx) > (${s}, ${i})`
            : sql<boolean>`(i.tx_seq, i.idx) < (${s}, ${i})`,
        );
      }
      return q
        .orderBy('i.tx_seq', dir)
        .orderBy('i.idx', dir)
        .limit(req.limit + 1)
        .execute();
    }),
  );
  const byKey = new Map<string, InternalRow>();
  for (const r of sides.flat()) {
    const row = { ...r, tx_seq: Number(r.tx_seq) } as InternalRow;
    byKey.set(`${row.tx_seq}:${row.idx}`, row);
  }
  const sign = req.asc ? 1 : -1;
  const rows = [...byKey.values()].sort((a, b) => sign * (a.tx_seq - b.tx_seq || a.idx - b.idx));
  const page = rows.slice(0, req.limit);
  const last = page.at(-1);
  const more = rows.length > req.limit && last !== undefined;
  return {
    data: page.map(internalJson),
    fingerprint: more ? encodeFingerprint(LIST, [last.tx_seq, last.idx]) : undefined,
  };
}
