import type { AccountNftsPage } from '@poxscan/api/schemas';
import { useApiQuery } from '../../../api/useApiQuery';
import { NftIdLink } from '../../../components/links/NftIdLink';
import { TokenLink } from '../../../components/links/TokenLink';
import { TxLink } from '../../../components/links/TxLink';
import { DataTable } from '../../../components/table/DataTable';
import { CursorPagination } from '../../../components/table/Pagination';
import type { Column } from '../../../components/table/types';
import { Age } from '../../../components/values/Age';
import { useSearchParam } from '../../../hooks/usePageParam';

const LIMIT = 20;
type Item = AccountNftsPage['items'][number];

const COLUMNS: Column<Item>[] = [
  { id: 'collection', header: 'Collection', cell: (n) => <TokenLink token={n.token} /> },
  { id: 'tokenId', header: 'Token ID', cell: (n) => <NftIdLink contract={n.token.id} tokenId={n.tokenId} /> },
  {
    id: 'received',
    header: 'Received in',
    cell: (n) => <TxLink hash={n.lastTransfer.transactionHash} copy={false} />,
  },
  { id: 'age', header: 'Age', cell: (n) => <Age timestamp={n.lastTransfer.timestamp} /> },
];

/** The PRC721 token IDs the address owns, by collection then ID; keyset pages in the URL (`?nfts=`). */
export function NftHoldings({ address }: { address: string }) {
  const cursor = useSearchParam('nfts');
  const query = useApiQuery('accountNfts', { address, limit: LIMIT, ...(cursor ? { cursor } : {}) });
  return (
    <>
      <DataTable
        label="NFTs"
        columns={COLUMNS}
        rows={query.data?.items}
        rowKey={(n) => `${n.token.id}:${n.tokenId}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="This address owns no NFTs."
        skeletonRows={3}
      />
      <CursorPagination page={query.data} param="nfts" />
    </>
  );
}
