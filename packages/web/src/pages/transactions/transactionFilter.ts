import { CONTRACT_TYPES, contractTypeName } from '@poxscan/protocol/browser';
import type { FilterOption } from '../../components/filters/FilterBar';
import { contractTypeLabel } from '../../components/format/contractType';
import { useSearchParam } from '../../components/usePageParam';

/** The URL parameters of the transaction filters: `?type=31&from=2025-04-01&to=2025-04-30` (UTC days). */
export const FILTER_PARAMS = ['type', 'from', 'to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A UTC day's first millisecond, or undefined for anything but a real YYYY-MM-DD day. */
function dayStart(day: string | undefined): number | undefined {
  if (day === undefined || !DAY.test(day)) return undefined;
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

export function useTransactionFilter(): TransactionFilter {
  const typeParam = useSearchParam('type');
  const typeNumber = typeParam !== undefined && /^\d+$/.test(typeParam) ? Number(typeParam) : undefined;
  const type = typeNumber !== undefined && contractTypeName(typeNumber) ? typeNumber : undefined;
  const start = dayStart(useSearchParam('from'));
  const toStart = dayStart(useSearchParam('to'));
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

/** Every contract type, by its label. */
export const TYPE_OPTIONS: readonly FilterOption[] = [
  { value: '', label: 'All types' },
  ...Object.entries(CONTRACT_TYPES)
    .map(([number, name]) => ({ value: number, label: contractTypeLabel(name) }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];
