import { MAX_OFFSET_ROWS } from '@poxscan/api/limits';
import type { ContractsSort } from '@poxscan/api/schemas';
import { useApiQuery } from '../../api/useApiQuery';
import { FilterSelect, useSetFilters } from '../../components/filters/FilterBar';
import { PageLayout } from '../../components/PageLayout';
import { Pagination } from '../../components/Pagination';
import { Panel } from '../../components/Panel';
import { DataTable } from '../../components/table/DataTable';
import { usePageParam, useSearchParam } from '../../components/usePageParam';
import { ContractsStats } from './ContractsStats';
import { contractColumns } from './contractColumns';
import { VerifiedFilter } from './VerifiedFilter';

const LIMIT = 20;

const SORTS: readonly { value: ContractsSort; label: string; title: string }[] = [
  { value: 'created', label: 'Newest', title: 'Contracts, newest first' },
  { value: 'calls', label: 'Most transactions', title: 'Contracts, most transactions first' },
  { value: 'balance', label: 'Largest balance', title: 'Contracts, largest POX balance first' },
];

function useSort() {
  const param = useSearchParam('sort');
  return SORTS.find((s) => s.value === param) ?? SORTS[0]!;
}

/** Every deployed contract, newest first or by transactions or balance; sort and filter kept in the URL. */
export default function ContractsPage() {
  const page = usePageParam();
  const verifiedOnly = useSearchParam('verified') === '1';
  const sort = useSort();
  const setFilters = useSetFilters();
  const query = useApiQuery(verifiedOnly ? 'verifiedContracts' : 'contracts', {
    page,
    limit: LIMIT,
    ...(sort.value === 'created' ? {} : { sort: sort.value }),
  });
  const actions = (
    <>
      <FilterSelect
        label="Sort by"
        value={sort.value}
        options={SORTS}
        onChange={(value) => setFilters({ sort: value === 'created' ? null : value })}
      />
      <VerifiedFilter checked={verifiedOnly} />
    </>
  );
  return (
    <PageLayout title="Contracts">
      <ContractsStats />
      <Panel title={sort.title} actions={actions}>
        <DataTable
          label="Contracts"
          columns={contractColumns}
          rows={query.data?.items}
          rowKey={(c) => c.address}
          error={query.error}
          onRetry={() => void query.refetch()}
          empty={verifiedOnly ? 'No verified contracts yet.' : 'No contracts yet.'}
          skeletonRows={LIMIT}
        />
        <Pagination
          page={page}
          limit={LIMIT}
          maxRows={MAX_OFFSET_ROWS}
          {...(query.data ? { total: query.data.total } : {})}
        />
      </Panel>
    </PageLayout>
  );
}
