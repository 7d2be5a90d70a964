import type { InternalTransaction } from '@poxscan/api/schemas';
import { AddressLink } from '../../../components/AddressLink';
import { Amount } from '../../../components/Amount';
import { Badge } from '../../../components/Badge';
import { Panel } from '../../../components/Panel';
import { DataTable } from '../../../components/table/DataTable';
import type { Column } from '../../../components/table/types';

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
