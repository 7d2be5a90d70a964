import { useApiQuery } from '../../api/useApiQuery';
import { FilterSelect, useSetFilters } from '../../components/filters/FilterBar';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { OffsetPagedTable } from '../../components/table/OffsetPagedTable';
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
        <OffsetPagedTable
          query={query}
          page={page}
          limit={LIMIT}
          label="Contracts"
          columns={contractColumns}
          rows={query.data?.items}
          rowKey={(c) => c.address}
          empty={verifiedOnly ? 'No verified contracts yet.' : 'No contracts yet.'}
        />
      </Panel>
    </PageLayout>
  );
}
