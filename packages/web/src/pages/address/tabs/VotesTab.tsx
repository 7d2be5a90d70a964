import type { AccountVotesResponse } from '@poxscan/api/schemas';
import { useApiQuery } from '../../../api/useApiQuery';
import { AddressLink } from '../../../components/links/AddressLink';
import { DataTable } from '../../../components/table/DataTable';
import type { Column } from '../../../components/table/types';

type Vote = AccountVotesResponse['votes'][number];

const COLUMNS: Column<Vote>[] = [
  {
    id: 'sr',
    header: 'Super Representative',
    cell: (v) => <AddressLink address={v.witness} name={v.witnessName} />,
  },
  { id: 'votes', header: 'Votes', align: 'end', cell: (v) => BigInt(v.count).toLocaleString('en-US') },
];

/** The votes the address has cast, most first. */
export function VotesTab({ address }: { address: string }) {
  const query = useApiQuery('accountVotes', { address });
  return (
    <DataTable
      label="Votes cast"
      columns={COLUMNS}
      rows={query.data?.votes}
      rowKey={(v) => v.witness}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty="This address has not voted."
      skeletonRows={3}
    />
  );
}
