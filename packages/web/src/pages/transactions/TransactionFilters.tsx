import {
  ClearFilters,
  FilterBar,
  FilterDate,
  FilterSelect,
  useSetFilters,
} from '../../components/filters/FilterBar';
import { FILTER_PARAMS, type TransactionFilter, TYPE_OPTIONS } from './transactionFilter';

/** Type and date filters of the transaction list, kept in the URL. */
export function TransactionFilters({ filter }: { filter: TransactionFilter }) {
  const setFilters = useSetFilters();
  return (
    <FilterBar label="Transaction filters">
      <FilterSelect
        label="Type"
        value={filter.type === undefined ? '' : String(filter.type)}
        options={TYPE_OPTIONS}
        onChange={(type) => setFilters({ type: type || null })}
      />
      <FilterDate
        label="From (UTC)"
        value={filter.from}
        onChange={(from) => setFilters({ from: from || null })}
      />
      <FilterDate label="To (UTC)" value={filter.to} onChange={(to) => setFilters({ to: to || null })} />
      {filter.active ? <ClearFilters params={FILTER_PARAMS} /> : null}
    </FilterBar>
  );
}
