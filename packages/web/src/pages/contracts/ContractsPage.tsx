import { useApiQuery } from '../../api/useApiQuery';
import { PageLayout } from '../../components/PageLayout';
import { Pagination } from '../../components/Pagination';
import { Panel } from '../../components/Panel';
import { DataTable } from '../../components/table/DataTable';
import { usePageParam, useSearchParam } from '../../components/usePageParam';
import { ContractsStats } from './ContractsStats';
import { contractColumns } from './contractColumns';
import { VerifiedFilter } from './VerifiedFilter';

const LIMIT = 20;
/** The API walks the contract list by offset, at most this deep (page × limit). */
const MAX_ROWS = 10_000;

/** Every deployed contract, newest first; the verified filter is kept in the URL. */
export default function ContractsPage() {
  const page = usePageParam();
  const verifiedOnly = useSearchParam('verified') === '1';
  const query = useApiQuery(verifiedOnly ? 'verifiedContracts' : 'contracts', { page, limit: LIMIT });
  return (
    <PageLayout title="Contracts">
      <ContractsStats />
      <Panel title="Contracts, newest first" actions={<VerifiedFilter checked={verifiedOnly} />}>
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
          maxRows={MAX_ROWS}
          {...(query.data ? { total: query.data.total } : {})}
        />
      </Panel>
    </PageLayout>
  );
}
