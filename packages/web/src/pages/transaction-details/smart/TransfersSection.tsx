import type { Transfer } from '@poxscan/api/schemas';
import { TokenAmount } from '../../../components/amounts/TokenAmount';
import { Panel } from '../../../components/layout/Panel';
import { AddressLink } from '../../../components/links/AddressLink';
import { DataTable } from '../../../components/table/DataTable';
import type { Column } from '../../../components/table/types';

const COLUMNS: Column<Transfer>[] = [
  { id: 'standard', header: 'Standard', cell: (t) => t.token.standard },
  { id: 'from', header: 'From', cell: (t) => <AddressLink address={t.from} /> },
  { id: 'to', header: 'To', cell: (t) => <AddressLink address={t.to} /> },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (t) => <TokenAmount amount={t.amount} token={t.token} nftId={t.nftId} exact />,
  },
];

/** The value the transaction moved: POX, PRC10, and the PRC20/PRC721 transfers its logs record. */
export function TransfersSection({ transfers }: { transfers: readonly Transfer[] }) {
  if (transfers.length === 0) return null;
  return (
    <Panel title={`Token transfers (${transfers.length})`}>
      <DataTable
        label="Token transfers"
        columns={COLUMNS}
        rows={transfers}
        rowKey={(t) => `${t.token.id}:${t.from}:${t.to}:${t.amount}:${t.nftId ?? ''}`}
        empty="No transfers."
      />
    </Panel>
  );
}
