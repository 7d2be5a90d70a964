import type { DelegationDirection, DelegationsPage } from '@poxscan/api/schemas';
import { useApiQuery } from '../../../api/useApiQuery';
import { Amount } from '../../../components/amounts/Amount';
import { AddressLink } from '../../../components/links/AddressLink';
import { DataTable } from '../../../components/table/DataTable';
import { CursorPagination } from '../../../components/table/Pagination';
import type { Column } from '../../../components/table/types';
import { useSearchParam } from '../../../hooks/usePageParam';

type Delegation = DelegationsPage['items'][number];
const LIMIT = 10;

const TEXT = {
  out: { title: 'Delegated to', party: 'Receiver', empty: 'It delegates no resources.' },
  in: { title: 'Delegated by', party: 'Delegator', empty: 'Nobody delegates resources to it.' },
} as const;

const columns = (party: string): Column<Delegation>[] => [
  { id: 'party', header: party, cell: (d) => <AddressLink address={d.counterparty} name={d.name} /> },
  { id: 'resource', header: 'Resource', cell: (d) => (d.resource === 'ENERGY' ? 'Energy' : 'Bandwidth') },
  { id: 'amount', header: 'Staked POX', align: 'end', cell: (d) => <Amount value={d.amount} /> },
];

/** The resources an address delegates (`out`) or receives (`in`), by counterparty; cursor in the URL. */
export function DelegationsTable({
  address,
  direction,
}: {
  address: string;
  direction: DelegationDirection;
}) {
  const param = `${direction}Cursor`;
  const cursor = useSearchParam(param);
  const query = useApiQuery('accountDelegations', {
    address,
    direction,
    limit: LIMIT,
    ...(cursor ? { cursor } : {}),
  });
  const text = TEXT[direction];
  return (
    <section aria-label={text.title}>
      <h3>{text.title}</h3>
      <DataTable
        label={text.title}
        columns={columns(text.party)}
        rows={query.data?.items}
        rowKey={(d) => `${d.counterparty}:${d.resource}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={text.empty}
        skeletonRows={3}
      />
      <CursorPagination page={query.data} param={param} />
    </section>
  );
}
