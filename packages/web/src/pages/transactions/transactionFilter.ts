import { CONTRACT_TYPES } from '@poxscan/protocol/browser';
import { useSearchParams } from 'react-router';
import type { FilterOption } from '../../components/filters/FilterBar';
import { contractTypeLabel } from '../../components/format/contractType';
import { type TransactionFilter, transactionFilterOf } from './transactionsCalls';

/** The URL parameters of the transaction filters: `?type=31&from=2025-04-01&to=2025-04-30` (UTC days). */
export const FILTER_PARAMS = ['type', 'from', 'to'] as const;

export type { TransactionFilter };

export function useTransactionFilter(): TransactionFilter {
  const [search] = useSearchParams();
  return transactionFilterOf(search);
}

/** Every contract type, by its label. */
export const TYPE_OPTIONS: readonly FilterOption[] = [
  { value: '', label: 'All types' },
  ...Object.entries(CONTRACT_TYPES)
    .map(([number, name]) => ({ value: number, label: contractTypeLabel(name) }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];
