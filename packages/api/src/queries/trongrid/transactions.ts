import { keyedEquals, literalLimit, txContractAddress, txHashHex, txResult, txUsage } from '@poxscan/db';
import { type RawBuilder, sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';
import { reusable } from '../../db/reusable.js';
import { type StoredRawDataRow, signedRawDataHex } from '../raw-data.js';
import { type SeqRange, txSeqRange } from '../seq-ranges.js';
import { blockRange, type ChainFilter } from './bounds.js';
import { decodeFingerprint, encodeFingerprint } from './fingerprint.js';
import { type InternalRow, type TxRow, transactionJson } from './tx-json.js';

export interface TxListRequest {
  /** Rows where this column holds the address; two columns are merged (owner, recipient). */
  columns: ('owner_address' | 'to_address')[];
  /** Internal-transaction columns whose parent transactions join the list (TronGrid's search_internal). */
  internalColumns?: ('caller_address' | 'to_address')[];
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

/** The columns of a transaction row, as `t` of the page query. */
const TX_COLUMNS = sql.join([
  sql.raw(
    [
      'seq',
      'block_num',
      'block_time',
      'contract_type',
      'owner_address',
      'to_address',
      'amount',
      'token_id',
      'fee',
      'energy_fee',
      'net_fee',
      'fee_limit',
      'signatures',
      'parameter',
      'caller_energy_usage',
      'origin_energy_usage',
    ]
      .map((c) => `t.${c}`)
      .join(', '),
  ),
  sql`${txContractAddress('t')} AS contract_address`,
  sql`${txUsage('t.energy_usage')} AS energy_usage`,
  sql`${txUsage('t.net_usage')} AS net_usage`,
  sql`${txResult('t.result')} AS result`,
]);

export const INTERNAL_COLUMNS = [
  'i.tx_seq',
  'i.idx',
  't.block_time',
  txHashHex('t.hash').as('tx_id'),
  'i.hash',
  'i.caller_address',
  'i.to_address',
  'i.call_value',
  'i.token_values',
  'i.note',
  'i.rejected',
] as const;

/** An internal transaction as the page query aggregates it (the parent's time and hash are its row's). */
interface InternalJsonRow {
  idx: number;
  hash: string;
  caller_address: string;
  to_address: string;
  call_value: string;
  token_values: unknown;
  note: string;
  rejected: boolean;
}

type PageRow = TxRow & StoredRawDataRow & { internals: InternalJsonRow[] };

/**
 * The seqs of the transactions whose internal transactions hold the address in `column`: two CTEs,
 * and the selects of their seqs for the page's union. `<name>_rows` holds the first `limit + 1`
 * index entries in order; `<name>` goes on from the last of them by skip scan (one index probe a
 * transaction) until `limit + 1` distinct seqs are found. The entries give a page at once when each transaction holds the address once, as most do;
 * the probes bound a page where one transaction holds it many times. At any depth a page reads at
 * most `limit + 1` entries and `limit` probes.
 *
 * The entries' limit is written into the text: bound, a generic plan prices it as a tenth of the
 * address's rows, so the server never settled on one and planned every run (more than it took to
 * run, at 20 million transactions). Their plan is the same for any address and limit: the one index
 * that gives them in order.
 */
function internalSeqs(name: string, column: string, v: PageValues, shape: PageShape) {
  const dir = sql.raw(shape.asc ? 'ASC' : 'DESC');
  const past = sql.raw(shape.asc ? '>' : '<');
  const n = shape.limit + 1;
  const where = (prev: RawBuilder<unknown> | undefined) => sql`i.${sql.ref(column)} = ${v.address}
    AND i.tx_seq >= ${v.lo} AND i.tx_seq <= ${v.hi}
    ${prev === undefined ? sql`` : sql`AND i.tx_seq ${past} ${prev}`}`;
  const rows = sql.ref(`${name}_rows`);
  const cte = sql.ref(name);
  const seq = sql.ref(`${name}.seq`);
  const k = sql.ref(`${name}.k`);
  const last = sql.raw(shape.asc ? 'max' : 'min');
  const ctes = sql`${rows} AS (SELECT i.tx_seq FROM internal_transactions i
    WHERE ${where(shape.after ? sql`${v.after}::bigint` : undefined)} ORDER BY i.tx_seq ${dir} LIMIT ${literalLimit(n)}),
  ${cte}(seq, k) AS (
    SELECT ${last}(tx_seq), CASE WHEN count(*) < ${n} THEN ${n} ELSE count(DISTINCT tx_seq) END FROM ${rows}
    UNION ALL
    SELECT (SELECT i.tx_seq FROM internal_transactions i WHERE ${where(seq)} ORDER BY i.tx_seq ${dir} LIMIT 1), ${k} + 1
      FROM ${cte} WHERE ${seq} IS NOT NULL AND ${k} < ${n})`;
  return {
    ctes,
    seqs: [sql`(SELECT tx_seq FROM ${rows})`, sql`(SELECT seq FROM ${cte} WHERE seq IS NOT NULL)`],
  };
}

/** What a page's statement binds. */
type PageValues = {
  address: string;
  lo: number;
  hi: number;
  /** the seq the page starts past, where `shape.after` */
  after: number;
};

/** What the text of a page's statement depends on. */
interface PageShape {
  columns: TxListRequest['columns'];
  internalColumns: NonNullable<TxListRequest['internalColumns']>;
  asc: boolean;
  limit: number;
  after: boolean;
}

/** A request's page as the values and the shape of its statement. */
export function pageOf(req: TxListRequest, range: SeqRange, after: number | undefined) {
  const values: PageValues = { address: req.address, lo: range.lo, hi: range.hi, after: after ?? 0 };
  const shape: PageShape = {
    columns: req.columns,
    internalColumns: req.internalColumns ?? [],
    asc: req.asc,
    limit: req.limit,
    after: after !== undefined,
  };
  return { values, shape };
}

/**
 * One page in one round trip: the next `limit + 1` seqs of each address column, each read from its
 * (text_key(column), seq) index (internal columns as `internalSeqs` reads them), merged without
 * repeats, then those transactions with their internal transactions.
 */
export function pageQuery(v: PageValues, shape: PageShape) {
  const dir = sql.raw(shape.asc ? 'ASC' : 'DESC');
  const n = shape.limit + 1;
  const branches = shape.columns.map(
    (column) => sql`(SELECT seq FROM transactions WHERE ${keyedEquals(column, v.address)}
      AND seq >= ${v.lo} AND seq <= ${v.hi}
      ${shape.after ? sql`AND seq ${sql.raw(shape.asc ? '>' : '<')} ${v.after}` : sql``}
      ORDER BY seq ${dir} LIMIT ${n})`,
  );
  const internal = shape.internalColumns.map((column, i) => internalSeqs(`internal_${i}`, column, v, shape));
  for (const { seqs } of internal) branches.push(...seqs);
  const ctes = [
    ...internal.map(({ ctes }) => ctes),
    sql`page AS (SELECT seq FROM (${sql.join(branches, sql` UNION `)}) s ORDER BY seq ${dir} LIMIT ${n})`,
  ];
  return sql<PageRow>`
    WITH RECURSIVE ${sql.join(ctes, sql`, `)}
    SELECT ${TX_COLUMNS}, ${txHashHex('t.hash')} AS hash, encode(t.raw_data, 'hex') AS stored_raw_data_hex, encode(t.signature_bytes, 'hex') AS signature_hex,
      (SELECT coalesce(json_agg(json_build_object('idx', i.idx, 'hash', i.hash,
          'caller_address', i.caller_address, 'to_address', i.to_address, 'call_value', i.call_value::text,
          'token_values', i.token_values, 'note', i.note, 'rejected', i.rejected) ORDER BY i.idx), '[]')
        FROM internal_transactions i WHERE i.tx_seq = t.seq) AS internals
    FROM page JOIN transactions t ON t.seq = page.seq
    ORDER BY t.seq ${dir}`;
}

/** Built and compiled once per shape (a page size, the columns, the order), then only bound. */
const pageRows = reusable((_db, v: PageValues, shape: PageShape) => pageQuery(v, shape));

function toJson(row: PageRow) {
  // Written out, not `{ ...i, tx_seq, … }`: V8 makes an object spread and then given new keys about
  // two hundred times slower than a literal (4 µs an internal transaction).
  const internals = row.internals.map(
    (i): InternalRow => ({
      tx_seq: Number(row.seq),
      idx: i.idx,
      block_time: row.block_time,
      tx_id: row.hash,
      hash: i.hash,
      caller_address: i.caller_address,
      to_address: i.to_address,
      call_value: i.call_value,
      token_values: i.token_values,
      note: i.note,
      rejected: i.rejected,
    }),
  );
  return transactionJson(row, signedRawDataHex(row), internals);
}

/** A TronGrid transaction list of one address, newest (or oldest) first, by seq keyset. */
export async function listTransactions(db: ReadDb, req: TxListRequest) {
  const after = decodeFingerprint(req.list, req.fingerprint, 1)?.[0];
  const range = await txSeqRange(db, await blockRange(db, req.filter));
  if (range.empty) return { data: [], fingerprint: undefined };
  const { values, shape } = pageOf(req, range, after);
  const rows = await pageRows(db, values, shape);
  const page = rows.slice(0, req.limit);
  const last = page.at(-1);
  return {
    data: page.map(toJson),
    fingerprint:
      rows.length > req.limit && last !== undefined
        ? encodeFingerprint(req.list, [Number(last.seq)])
        : undefined,
  };
}
