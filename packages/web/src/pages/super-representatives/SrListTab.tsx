import { DataTable } from '../../components/table/DataTable';
import { ACTIVE_SR_COUNT } from '../../witnesses/srMetrics';
import { useWitnessLists } from '../../witnesses/useWitnessLists';
import { useSrColumns } from './useSrColumns';

/** The 27 SRs, or their partners (ranks 28–127), most voted first. */
export function SrListTab({ partners }: { partners: boolean }) {
  const lists = useWitnessLists();
  const query = partners ? lists.partners : lists.srs;
  const columns = useSrColumns();
  return (
    <DataTable
      label={partners ? 'SR partners' : 'Super representatives'}
      columns={columns}
      rows={query.data?.witnesses}
      rowKey={(sr) => sr.address}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={partners ? 'No SR partners yet.' : 'No super representatives yet.'}
      skeletonRows={partners ? 10 : ACTIVE_SR_COUNT}
    />
  );
}
