import { MAX_OFFSET_ROWS } from '@poxscan/api/limits';
import { useApiQuery } from '../../api/useApiQuery';
import { FilterSelect, useSetFilters } from '../../components/filters/FilterBar';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { DataTable } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { usePageParam, useSearchParam } from '../../hooks/usePageParam';
import { ContractsStats } from './ContractsStats';
import { contractColumns } from './contractColumns';
import { CONTRACTS_LIMIT, contractsParams, SORTS, sortOf } from './contractsCalls';
import { VerifiedFilter } from './VerifiedFilter';

const LIMIT = CONTRACTS_LIMIT;

/** Every deployed contract, newest first or by transactions or balance; sort and filter kept in the URL. */
export default function ContractsPage() {
  const page = usePageParam();
  const verifiedOnly = useSearchParam('verified') === '1';
  const sort = sortOf(useSearchParam('sort'));
  const setFilters = useSetFilters();
  const query = useApiQuery(
    verifiedOnly ? 'verifiedContracts' : 'contracts',
    contractsParams(page, sort.value),
  );
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
