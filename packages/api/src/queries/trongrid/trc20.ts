import { keyedEquals, txHashHex } from '@poxscan/db';
import { sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';
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

/**
 * An address's PRC20 transfers (TronGrid's TRC20 list), keyset on transfers.seq per direction, in one
 * round trip: the next `limit + 1` seqs of each direction's partial index, merged, with their tokens.
 */
export async function listTrc20Transfers(db: ReadDb, req: Trc20Request) {
  const after = decodeFingerprint(LIST, req.fingerprint, 1)?.[0];
  const range = await transferSeqRange(db, await blockRange(db, req.filter));
  if (range.empty) return { data: [], fingerprint: undefined };
  const dir = sql.raw(req.asc ? 'ASC' : 'DESC');
  const n = req.limit + 1;
  const branches = req.columns.map(
    (column) => sql`(SELECT seq FROM transfers WHERE ${keyedEquals(column, req.address)}
      AND standard = 'PRC20' AND seq >= ${range.lo} AND seq <= ${range.hi}
      ${req.contract === undefined ? sql`` : sql`AND token_id = ${req.contract}`}
      ${after === undefined ? sql`` : req.asc ? sql`AND seq > ${after}` : sql`AND seq < ${after}`}
      ORDER BY seq ${dir} LIMIT ${n})`,
  );
  const { rows } = await sql<Trc20Row>`
    WITH page AS (SELECT seq FROM (${sql.join(branches, sql` UNION `)}) s ORDER BY seq ${dir} LIMIT ${n})
    SELECT f.seq, ${txHashHex('x.hash')} AS tx_hash, x.block_time, f.token_id, f.from_address, f.to_address, f.amount,
      k.symbol, k.name, k.decimals
    FROM page JOIN transfers f ON f.seq = page.seq JOIN transactions x ON x.seq = f.tx_seq
      LEFT JOIN tokens k ON k.id = f.token_id
    ORDER BY f.seq ${dir}`.execute(db);
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
