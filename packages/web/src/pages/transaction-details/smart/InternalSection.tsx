import type { InternalTransaction } from '@poxscan/api/schemas';
import { Amount } from '../../../components/amounts/Amount';
import { Panel } from '../../../components/layout/Panel';
import { AddressLink } from '../../../components/links/AddressLink';
import { DataTable } from '../../../components/table/DataTable';
import type { Column } from '../../../components/table/types';
import { Badge } from '../../../components/values/Badge';

const COLUMNS: Column<InternalTransaction>[] = [
  { id: 'index', header: '#', cell: (i) => i.index },
  { id: 'note', header: 'Kind', cell: (i) => i.note || 'call' },
  { id: 'from', header: 'From', cell: (i) => <AddressLink address={i.from} /> },
  { id: 'to', header: 'To', cell: (i) => <AddressLink address={i.to} /> },
  { id: 'amount', header: 'Value', align: 'end', cell: (i) => <Amount value={i.amount} /> },
  {
    id: 'state',
    header: 'Result',
    cell: (i) => (i.rejected ? <Badge tone="danger">Rejected</Badge> : <Badge tone="success">Done</Badge>),
  },
];

/** Calls the contract made to others while it ran. */
export function InternalSection({ internals }: { internals: readonly InternalTransaction[] }) {
  if (internals.length === 0) return null;
  return (
    <Panel title={`Internal transactions (${internals.length})`}>
      <DataTable
        label="Internal transactions"
        columns={COLUMNS}
        rows={internals}
        rowKey={(i) => String(i.index)}
        empty="No internal transactions."
      />
    </Panel>
  );
}
