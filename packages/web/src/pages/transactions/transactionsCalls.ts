import type { TransactionTableBody } from '@poxscan/api/schemas';
import { contractTypeName } from '@poxscan/protocol/browser';
import { type FirstCalls, pageOf } from '../../app/prefetchCalls';

/** Transactions a page of the list shows. */
export const TRANSACTIONS_LIMIT = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A UTC day's first millisecond, or undefined for anything but a real YYYY-MM-DD day. */
function dayStart(day: string | null): number | undefined {
  if (day === null || !DAY.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

export interface TransactionFilter {
  /** Contract type number. */
  type: number | undefined;
  /** The days as kept in the URL ('' when unset). */
  from: string;
  to: string;
  /** Block-time bounds, ms, both included: the start of `from`, the end of `to`. */
  start: number | undefined;
  end: number | undefined;
  active: boolean;
}

/** The filters of `?type=31&from=2025-04-01&to=2025-04-30` (UTC days); anything invalid is no filter. */
export function transactionFilterOf(search: URLSearchParams): TransactionFilter {
  const typeParam = search.get('type');
  const typeNumber = typeParam !== null && /^\d+$/.test(typeParam) ? Number(typeParam) : undefined;
  const type = typeNumber !== undefined && contractTypeName(typeNumber) ? typeNumber : undefined;
  const start = dayStart(search.get('from'));
  const toStart = dayStart(search.get('to'));
  const end = toStart === undefined ? undefined : toStart + DAY_MS - 1;
  const day = (ms: number | undefined) => (ms === undefined ? '' : new Date(ms).toISOString().slice(0, 10));
  return {
    type,
    from: day(start),
    to: day(toStart),
    start,
    end,
    active: type !== undefined || start !== undefined || end !== undefined,
  };
}

/** A range that ends before it starts: the page says so instead of asking. */
export const isBackwards = (filter: TransactionFilter) =>
  filter.start !== undefined && filter.end !== undefined && filter.start > filter.end;

/**
 * The request of one page. A date range keeps page numbers (it is a range of positions); a type
 * filter has no positions of its own, so it goes on by cursor.
 */
export function tableParams(
  filter: TransactionFilter,
  page: number,
  cursor: string | undefined,
): TransactionTableBody {
  const byCursor = filter.type !== undefined;
  return {
    ...(byCursor ? {} : { page }),
    limit: TRANSACTIONS_LIMIT,
    ...(byCursor && cursor ? { cursor } : {}),
    ...(filter.type === undefined ? {} : { type: filter.type }),
    ...(filter.start === undefined ? {} : { start: filter.start }),
    ...(filter.end === undefined ? {} : { end: filter.end }),
  };
}

/** The transactions list's first calls: the page of the URL with its filters, and the day's figures. */
export const transactionsCalls: FirstCalls = (url) => {
  const filter = transactionFilterOf(url.searchParams);
  const params = tableParams(filter, pageOf(url), url.searchParams.get('cursor') ?? undefined);
  return [
    ...(isBackwards(filter) ? [] : ([['transactionTable', params]] as const)),
    ['transactionStats', undefined],
  ];
};
