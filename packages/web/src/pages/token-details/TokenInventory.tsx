import type { NftInventoryPage } from '@poxscan/api/schemas';
import { useApiQuery } from '../../api/useApiQuery';
import { AddressLink } from '../../components/links/AddressLink';
import { NftIdLink } from '../../components/links/NftIdLink';
import { TxLink } from '../../components/links/TxLink';
import { DataTable } from '../../components/table/DataTable';
import { CursorPagination } from '../../components/table/Pagination';
import { type Column, WITH_COPY_BUTTON } from '../../components/table/types';
import { Age } from '../../components/values/Age';
import { useSearchParam } from '../../hooks/usePageParam';

const LIMIT = 20;
type Item = NftInventoryPage['items'][number];

function columns(contract: string): Column<Item>[] {
  return [
    {
      id: 'tokenId',
      header: 'Token ID',
      cell: (i) => <NftIdLink contract={contract} tokenId={i.tokenId} />,
    },
    {
      id: 'owner',
      header: 'Owner',
      cell: (i) => <AddressLink address={i.owner} />,
      skeletonHeight: WITH_COPY_BUTTON,
    },
    {
      id: 'last',
      header: 'Last transfer',
      cell: (i) => <TxLink hash={i.lastTransfer.transactionHash} copy={false} />,
    },
    { id: 'age', header: 'Age', cell: (i) => <Age timestamp={i.lastTransfer.timestamp} /> },
  ];
}

/** A PRC721 collection's token IDs that exist, most recently moved first, with their owners; keyset pages in the URL. */
export function TokenInventory({ contract }: { contract: string }) {
  const cursor = useSearchParam('cursor');
  const query = useApiQuery('nftInventory', { contract, limit: LIMIT, ...(cursor ? { cursor } : {}) });
  return (
    <>
      <DataTable
        label="Inventory"
        columns={columns(contract)}
        rows={query.data?.items}
        rowKey={(i) => i.tokenId}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No token IDs yet."
        skeletonRows={LIMIT}
      />
      <CursorPagination page={query.data} />
    </>
  );
}
