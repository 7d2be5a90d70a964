import type { AccountSummary } from '@poxscan/api/schemas';
import { Amount } from '../../components/amounts/Amount';
import { percentOf } from '../../components/format/amount';
import { formatCount } from '../../components/format/number';
import { AddressLink } from '../../components/links/AddressLink';
import type { Column } from '../../components/table/types';
import { Age } from '../../components/values/Age';

export type RankedAccount = AccountSummary & { rank: number };

/** The rich list's columns; the share needs the total supply, which arrives on its own. */
export function richListColumns(totalSupply: string | undefined): Column<RankedAccount>[] {
  return [
    { id: 'rank', header: 'Rank', cell: (a) => formatCount(a.rank) },
    {
      id: 'address',
      header: 'Address',
      cell: (a) => <AddressLink address={a.address} name={a.tag ?? a.name} contract={a.isContract} />,
    },
    { id: 'balance', header: 'Balance', align: 'end', cell: (a) => <Amount value={a.balance} /> },
    {
      id: 'share',
      header: 'Share of supply',
      align: 'end',
      cell: (a) => {
        const share = totalSupply === undefined ? undefined : percentOf(a.balance, totalSupply, 4);
        return share === undefined ? '—' : `${share}%`;
      },
    },
    { id: 'power', header: 'POX Power', align: 'end', cell: (a) => <Amount value={a.power} /> },
    {
      id: 'transactions',
      header: 'Transactions',
      align: 'end',
      cell: (a) => formatCount(a.transactionCount),
    },
    {
      id: 'lastActive',
      header: 'Last activity',
      align: 'end',
      cell: (a) => (a.lastActiveAt === null ? '—' : <Age timestamp={a.lastActiveAt} />),
    },
  ];
}
