import {
  keyedEquals,
  lastLogPosOf,
  literalLimit,
  logPos,
  logPosOf,
  planEachRun,
  txHashEquals,
  txHashHex,
} from '@poxscan/db';
import { sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';
import { reusable } from '../../db/reusable.js';
import { solidifiedColumn } from '../counters.js';
import { selectLogHex } from '../event-log-hex.js';
import { type BlockRange, type SeqRange, seqRangeEnds, txSeqRange } from '../seq-ranges.js';
import { abiOfText } from './abi-text.js';
import { blockRange, type ChainFilter, solidifiedBlock } from './bounds.js';
import { abisOf, decodeEvent, type EventRow, eventJson, keptSignatures } from './event-json.js';
import { decodeFingerprint, encodeFingerprint } from './fingerprint.js';

export interface EventListRequest {
  filter: ChainFilter;
  limit: number;
  fingerprint: string | undefined;
  asc: boolean;
  list: string;
}

const EVENT_COLUMNS = [
  'l.tx_seq',
  'l.log_index',
  't.block_num',
  't.block_time',
  'l.contract_address',
  'l.event_name',
] as const;

/** A contract's ABI: the verified one, else the one on chain (as abisOf reads them). */
const contractAbi = (contract: string) => sql<string | null>`coalesce(
    (SELECT cv.abi FROM contract_verifications cv WHERE cv.address = ${contract}),
    (SELECT c.abi FROM contracts c WHERE c.address = ${contract}))::text`;

/** A contract's events, by name when given; or a transaction's. */
type Where = { contract?: string; eventName?: string; txSeq?: number };

/** A contract's events of one name, on the index keyed by both (0032). */
const contractEvent = (contract: string, name: string) =>
  sql<boolean>`(text_key(l.contract_address || '/' || l.event_name) = text_key(${contract}::text || '/' || ${name}::text)
    AND l.contract_address = ${contract} AND l.event_name = ${name})`;

/** Whose events a page lists. */
function pageOf(where: Where): PageShape['of'] {
  if (where.contract !== undefined) return where.eventName === undefined ? 'contract' : 'event';
  return where.txSeq === undefined ? 'all' : 'transaction';
}

/** What the text of an event page depends on. */
interface PageShape {
  /** The page reads the solidified block itself (the filter did not). */
  solidified: boolean;
  of: 'contract' | 'event' | 'transaction' | 'all';
  /** The seq range has a lower end, an upper end: an open end is left out of the text. */
  lower: boolean;
  upper: boolean;
  after: boolean;
  asc: boolean;
  /** The page size written into the text, where the plan is the same for any value (see below). */
  literal: number | null;
}

type PageValues = {
  lo: number;
  hi: number;
  contract: string;
  eventName: string;
  txSeq: number;
  afterSeq: number;
  afterIndex: number;
  limit: number;
};

/**
 * The page's statement. A contract's page with no time or block filter is read from its index in
 * order whatever the contract: prepared, with the page size in the text so that the plan PostgreSQL
 * keeps is priced for one page (bound, a generic plan prices it as a tenth of the contract's events
 * and reads them in parallel). Any other page is planned on every run: which index serves it depends
 * on how many events the range and the contract each hold.
 */
export function eventPageQuery(db: ReadDb, v: PageValues, shape: PageShape) {
  const pos = logPos('l');
  let q = db
    .selectFrom('event_logs as l')
    .innerJoin('transactions as t', 't.seq', 'l.tx_seq')
    .select([...EVENT_COLUMNS, txHashHex('t.hash').as('transaction_id')])
    .$if(shape.solidified, (query) => query.select(solidifiedColumn.as('solidified')))
    .select(selectLogHex('l'));
  if (shape.lower) q = q.where('l.tx_seq', '>=', v.lo).where(pos, '>=', logPosOf(v.lo, 0));
  if (shape.upper) q = q.where('l.tx_seq', '<=', v.hi).where(pos, '<=', lastLogPosOf(v.hi));
  if (shape.of === 'contract') q = q.where(keyedEquals('l.contract_address', v.contract));
  if (shape.of === 'event') q = q.where(contractEvent(v.contract, v.eventName));
  if (shape.of === 'transaction') q = q.where('l.tx_seq', '=', v.txSeq);
  if (shape.after) {
    const after = logPosOf(v.afterSeq, v.afterIndex);
    // Prepared, the cursor is hidden from the planner as runTimeValue hides a value: seeing it, a
    // custom plan priced the same scan a little lower, and the server planned every run.
    const bound = shape.literal === null ? after : sql<number>`(SELECT ${after})`;
    q = q.where(pos, shape.asc ? '>' : '<', bound);
  }
  const dir = shape.asc ? 'asc' : 'desc';
  const ordered = q.orderBy(pos, dir);
  const page =
    shape.literal === null
      ? ordered.limit(v.limit).modifyEnd(planEachRun)
      : ordered.limit(literalLimit(shape.literal));
  if (shape.of !== 'contract' && shape.of !== 'event') return page;
  // A contract's page brings the contract's ABI, in one of its rows: read beside the page, as a
  // statement of its own, it cost the API and the server a third of what the page did. The rows are
  // ordered by the page's own key, which the page's order gives without a sort.
  return db
    .selectFrom(page.select(pos.as('log_pos')).as('p'))
    .selectAll('p')
    .select(
      sql<string | null>`CASE WHEN row_number() OVER () = 1 THEN ${contractAbi(v.contract)} END`.as('abi'),
    )
    .orderBy('p.log_pos', dir);
}

/** Whether a page's plan is the same for any value: a contract's (or its event's), unfiltered. */
export const samePlanAlways = (shape: Omit<PageShape, 'literal'>) =>
  (shape.of === 'contract' || shape.of === 'event') && !shape.lower && !shape.upper;

const eventRows = reusable(eventPageQuery);

/**
 * A keyset page of event_logs in (tx_seq, log_index) order, inside a seq range. It orders and bounds
 * by log_pos, which the contract indexes hold, and bounds tx_seq too, for the primary key. An open
 * end is left out of the text: a page with an end is planned on every run, and a bound beyond the statistics'
 * range makes the planner read each index for its true end (without them, the unfiltered page's
 * statement ran 35–55% more often a second at 20 million transactions).
 */
async function eventPage(
  db: ReadDb,
  where: Where,
  range: SeqRange,
  req: EventListRequest,
  filtered: BlockRange,
) {
  const after = decodeFingerprint(req.list, req.fingerprint, 2) as [number, number] | undefined;
  // The confirmation filter's solidified block, when it read one, flags the page (see below).
  const open = {
    solidified: filtered.solidified === undefined,
    of: pageOf(where),
    ...seqRangeEnds(range),
    after: after !== undefined,
    asc: req.asc,
  };
  const shape = { ...open, literal: samePlanAlways(open) ? req.limit + 1 : null };
  const page = eventRows(
    db,
    {
      lo: range.lo,
      hi: range.hi,
      contract: where.contract ?? '',
      eventName: where.eventName ?? '',
      txSeq: where.txSeq ?? 0,
      afterSeq: after?.[0] ?? 0,
      afterIndex: after?.[1] ?? 0,
      limit: req.limit + 1,
    },
    shape,
  );
  const rows = (await page) as unknown as (EventRow & { solidified?: number | null; abi?: string | null })[];
  // The confirmation filter's own solidified block, when it read one: the page's may be newer, and an
  // event only_unconfirmed returned must carry _unconfirmed.
  const solid = filtered.solidified ?? Number(rows[0]?.solidified ?? -1);
  const shown = rows.slice(0, req.limit).map((r) => ({ ...r, tx_seq: Number(r.tx_seq) }));
  const last = shown.at(-1);
  const more = rows.length > req.limit && last !== undefined;
  // A contract's page brought its ABI; a transaction's events may be of several contracts.
  const abis =
    where.contract === undefined
      ? await abisOf(
          db,
          shown.map((r) => r.contract_address),
        )
      : new Map([[where.contract, abiOfText(rows.find((r) => typeof r.abi === 'string')?.abi)]]);
  const events = shown.map((row) => {
    const abi = abis.get(row.contract_address);
    return { row, abi, decoded: decodeEvent(row, abi) };
  });
  const kept = await keptSignatures(
    db,
    events.flatMap(({ row, decoded }) =>
      decoded === null && row.event_name !== null && row.topic0 !== null ? [row.topic0] : [],
    ),
  );
  return {
    data: events.map(({ row, abi, decoded }) =>
      eventJson(row, abi, decoded, solid, kept.get(row.topic0 ?? '')),
    ),
    fingerprint: more ? encodeFingerprint(req.list, [last.tx_seq, last.log_index]) : undefined,
  };
}

const NONE = { data: [], fingerprint: undefined };

/** A contract's events (event_logs_contract_idx, or its by-name index). */
export async function contractEvents(
  db: ReadDb,
  contract: string,
  eventName: string | undefined,
  req: EventListRequest,
) {
  const blocks = await blockRange(db, req.filter);
  const range = await txSeqRange(db, blocks);
  if (range.empty) return NONE;
  return eventPage(db, { contract, ...(eventName === undefined ? {} : { eventName }) }, range, req, blocks);
}

/** The events of one transaction, in log order; undefined when the transaction is unknown. */
export async function transactionEvents(db: ReadDb, hash: string, req: EventListRequest) {
  const tx = await db
    .selectFrom('transactions')
    .select(['seq', 'block_num'])
    .where(txHashEquals('hash', hash))
    .executeTakeFirst();
  if (tx === undefined) return undefined;
  const blocks = await blockRange(db, { ...req.filter, blockNumber: Number(tx.block_num) });
  const range = await txSeqRange(db, blocks);
  if (range.empty) return NONE;
  return eventPage(db, { txSeq: Number(tx.seq) }, range, { ...req, asc: true }, blocks);
}

/**
 * The events of one block, by number, by block ID, or 'latest' (the newest indexed block, or the
 * newest solidified one with only_confirmed); undefined when the block is unknown.
 */
export async function blockEvents(db: ReadDb, block: number | string, req: EventListRequest) {
  let q = db.selectFrom('blocks').select('num');
  if (typeof block === 'number') q = q.where('num', '=', block);
  else if (block !== 'latest') q = q.where('hash', '=', block);
  else if (req.filter.onlyConfirmed) q = q.where('num', '<=', await solidifiedBlock(db));
  const row = await q.orderBy('num', 'desc').limit(1).executeTakeFirst();
  if (row === undefined) return undefined;
  const blocks = await blockRange(db, { ...req.filter, blockNumber: Number(row.num) });
  const range = await txSeqRange(db, blocks);
  if (range.empty) return NONE;
  return eventPage(db, {}, range, { ...req, asc: true }, blocks);
}
