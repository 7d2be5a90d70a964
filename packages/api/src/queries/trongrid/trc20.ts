import { keyedEquals, txHashHex } from '@poxscan/db';
import { sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';
import { reusable } from '../../db/reusable.js';
import { mergedSeqs } from '../merged-seqs.js';
import { transferSeqRange } from '../seq-ranges.js';
import { blockRange, type ChainFilter } from './bounds.js';
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

interface Trc20Row {
  seq: number;
  tx_hash: string;
  block_time: Date;
  token_id: string;
  from_address: string;
  to_address: string;
  amount: string;
  symbol: string | null;
  name: string | null;
  decimals: number | null;
}

/** What a page's statement binds. */
type PageValues = {
  address: string;
  lo: number;
  hi: number;
  contract: string;
  /** the seq the page starts past, where the shape says so */
  after: number;
  limit: number;
};

/** What the text of a page's statement depends on. */
interface PageShape {
  columns: Trc20Request['columns'];
  contract: boolean;
  after: boolean;
  asc: boolean;
}

/** One page: the next `limit + 1` seqs of each direction's partial index, merged, with their tokens. */
export function trc20PageQuery(v: PageValues, shape: PageShape) {
  const dir = sql.raw(shape.asc ? 'ASC' : 'DESC');
  const past = sql.raw(shape.asc ? '>' : '<');
  const reads = shape.columns.map(
    (column) => sql`(SELECT seq FROM transfers WHERE ${keyedEquals(column, v.address)}
      AND standard = 'PRC20' AND seq >= ${v.lo} AND seq <= ${v.hi}
      ${shape.contract ? sql`AND token_id = ${v.contract}` : sql``}
      ${shape.after ? sql`AND seq ${past} ${v.after}` : sql``}
      ORDER BY seq ${dir} LIMIT ${v.limit})`,
  );
  return sql<Trc20Row>`
    SELECT f.seq, ${txHashHex('x.hash')} AS tx_hash, x.block_time, f.token_id, f.from_address, f.to_address, f.amount,
      k.symbol, k.name, k.decimals
    FROM ${mergedSeqs(reads, shape.asc, v.limit)} page JOIN transfers f ON f.seq = page.seq
      JOIN transactions x ON x.seq = f.tx_seq LEFT JOIN tokens k ON k.id = f.token_id
    ORDER BY f.seq ${dir}`;
}

/** Built and compiled once per shape, then only bound. */
const pageRows = reusable((_db, v: PageValues, shape: PageShape) => trc20PageQuery(v, shape));

/** An address's PRC20 transfers (TronGrid's TRC20 list), keyset on transfers.seq per direction, in one round trip. */
export async function listTrc20Transfers(db: ReadDb, req: Trc20Request) {
  const after = decodeFingerprint(LIST, req.fingerprint, 1)?.[0];
  const range = await transferSeqRange(db, await blockRange(db, req.filter));
  if (range.empty) return { data: [], fingerprint: undefined };
  const rows = await pageRows(
    db,
    {
      address: req.address,
      lo: range.lo,
      hi: range.hi,
      contract: req.contract ?? '',
      after: after ?? 0,
      limit: req.limit + 1,
    },
    { columns: req.columns, contract: req.contract !== undefined, after: after !== undefined, asc: req.asc },
  );
  const page = rows.slice(0, req.limit);
  const data = page.map((r) => ({
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
  }));
  const last = page.at(-1);
  const more = rows.length > req.limit && last !== undefined;
  return { data, fingerprint: more ? encodeFingerprint(LIST, [Number(last.seq)]) : undefined };
}
