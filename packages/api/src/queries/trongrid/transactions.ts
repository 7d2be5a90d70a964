import { sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';
import { blockRange, type ChainFilter, type SeqRange, txSeqRange } from './bounds.js';
import { decodeFingerprint, encodeFingerprint } from './fingerprint.js';
import { type InternalRow, type TxRow, transactionJson } from './tx-json.js';

export interface TxListRequest {
  /** Rows where this column holds the address; two columns are merged (owner, recipient). */
  columns: ('owner_address' | 'to_address')[];
  address: string;
  filter: ChainFilter;
  limit: number;
  fingerprint: string | undefined;
  asc: boolean;
  list: string;
}

export interface TronGridList<T> {
  data: T[];
  fingerprint: string | undefined;
}

const TX_COLUMNS = [
  'seq',
  'hash',
  'block_num',
  'block_time',
  'contract_type',
  'owner_address',
  'to_address',
  'contract_address',
  'amount',
  'token_id',
  'fee',
  'energy_usage',
  'energy_fee',
  'net_usage',
  'net_fee',
  'fee_limit',
  'result',
  'signatures',
  'parameter',
  'caller_energy_usage',
  'origin_energy_usage',
] as const;

/** The seq of the next page: at most `limit` per column, each read from its (column, seq) index. */
async function pageSeqs(db: ReadDb, req: TxListRequest, range: SeqRange, after: number | undefined) {
  const op = req.asc ? '>' : '<';
  const lists = await Promise.all(
    req.columns.map((column) => {
      let q = db
        .selectFrom('transactions')
        .select('seq')
        .where(column, '=', req.address)
        .where('seq', '>=', range.lo)
        .where('seq', '<=', range.hi);
      if (after !== undefined) q = q.where('seq', op, after);
      return q
        .orderBy('seq', req.asc ? 'asc' : 'desc')
        .limit(req.limit + 1)
        .execute();
    }),
  );
  const seqs = [...new Set(lists.flat().map((r) => Number(r.seq)))];
  seqs.sort((a, b) => (req.asc ? a - b : b - a));
  return seqs;
}

export const INTERNAL_COLUMNS = [
  'i.tx_seq',
  'i.idx',
  'i.block_time',
  't.hash as tx_id',
  'i.hash',
  'i.caller_address',
  'i.to_address',
  'i.call_value',
  'i.token_values',
  'i.note',
  'i.rejected',
] as const;

async function internalsOf(db: ReadDb, seqs: number[]): Promise<Map<number, InternalRow[]>> {
  const out = new Map<number, InternalRow[]>();
  if (seqs.length === 0) return out;
  const rows = await db
    .selectFrom('internal_transactions as i')
    .innerJoin('transactions as t', 't.seq', 'i.tx_seq')
    .select(INTERNAL_COLUMNS)
    .where('i.tx_seq', 'in', seqs)
    .orderBy('i.tx_seq')
    .orderBy('i.idx')
    .execute();
  for (const r of rows) {
    const row = { ...r, tx_seq: Number(r.tx_seq) } as InternalRow;
    out.set(row.tx_seq, [...(out.get(row.tx_seq) ?? []), row]);
  }
  return out;
}

/** Transactions by seq in the order given, as java-tron JSON. */
export async function transactionsBySeq(db: ReadDb, seqs: number[]) {
  if (seqs.length === 0) return [];
  const [rows, internals] = await Promise.all([
    db
      .selectFrom('transactions')
      .select([...TX_COLUMNS, sql<string | null>`encode(raw_data, 'hex')`.as('raw_data_hex')])
      .where('seq', 'in', seqs)
      .execute(),
    internalsOf(db, seqs),
  ]);
  const bySeq = new Map(rows.map((r) => [Number(r.seq), r as unknown as TxRow]));
  return seqs.flatMap((s) => {
    const row = bySeq.get(s);
    return row === undefined ? [] : [transactionJson(row, internals.get(s) ?? [])];
  });
}

/** A TronGrid transaction list of one address, newest (or oldest) first, by seq keyset. */
export async function listTransactions(db: ReadDb, req: TxListRequest) {
  const after = decodeFingerprint(req.list, req.fingerprint, 1)?.[0];
  const range = await txSeqRange(db, await blockRange(db, req.filter));
  if (range.empty) return { data: [], fingerprint: undefined };
  const seqs = await pageSeqs(db, req, range, after);
  const page = seqs.slice(0, req.limit);
  const more = seqs.length > req.limit;
  const last = page.at(-1);
  return {
    data: await transactionsBySeq(db, page),
    fingerprint: more && last !== undefined ? encodeFingerprint(req.list, [last]) : undefined,
  };
}
