import type { NftDetail, Transfer } from '@poxscan/api/schemas';
import { useApiQuery } from '../../api/useApiQuery';
import { ErrorState } from '../../components/feedback/QueryStates';
import { DetailList } from '../../components/layout/DetailList';
import { Panel } from '../../components/layout/Panel';
import { AddressLink } from '../../components/links/AddressLink';
import { NftId } from '../../components/links/NftIdLink';
import { TokenLink } from '../../components/links/TokenLink';
import { TxLink } from '../../components/links/TxLink';
import { DataTable } from '../../components/table/DataTable';
import { CursorPagination } from '../../components/table/Pagination';
import { type Column, WITH_COPY_BUTTON } from '../../components/table/types';
import { Age } from '../../components/values/Age';
import { CopyButton } from '../../components/values/CopyButton';
import { useSearchParam } from '../../hooks/usePageParam';
import styles from './NftDetails.module.css';

const LIMIT = 20;

const HISTORY: Column<Transfer>[] = [
  {
    id: 'hash',
    header: 'Transaction',
    cell: (t) => <TxLink hash={t.transactionHash} />,
    skeletonHeight: WITH_COPY_BUTTON,
  },
  { id: 'age', header: 'Age', cell: (t) => <Age timestamp={t.timestamp} /> },
  {
    id: 'from',
    header: 'From',
    cell: (t) => <AddressLink address={t.from} />,
    skeletonHeight: WITH_COPY_BUTTON,
  },
  { id: 'to', header: 'To', cell: (t) => <AddressLink address={t.to} />, skeletonHeight: WITH_COPY_BUTTON },
];

/** A moment of a token ID's life: the transaction and how long ago. */
function When({ at }: { at: { transactionHash: string; timestamp: number } | null }) {
  if (at === null) return <span>—</span>;
  return (
    <span className={styles.when}>
      <TxLink hash={at.transactionHash} copy={false} /> <Age timestamp={at.timestamp} />
    </span>
  );
}

/** How often a page asks again for a tokenURI the node did not give. */
export const URI_RETRY_MS = 5000;

/** The tokenURI as text only, or why there is none: the contract has none, or the node did not answer. */
function TokenUri({ nft }: { nft: NftDetail }) {
  if (nft.tokenUri !== null) return <code className={styles.uri}>{nft.tokenUri}</code>;
  if (nft.burnt) return <span>— (burnt)</span>;
  if (nft.tokenUriStatus === 'none') return <span>None: the contract returns no URI for this ID</span>;
  return <span role="status">The node did not answer; asking again every {URI_RETRY_MS / 1000} s</span>;
}

/**
 * One PRC721 token ID: its collection, owner, mint and last transfer, its tokenURI as plain text (the
 * URI is never opened or rendered), and its owner history.
 */
export function NftDetails({ contract, tokenId }: { contract: string; tokenId: string }) {
  const nft = useApiQuery(
    'nftDetail',
    { contract, tokenId },
    { refetchInterval: (q) => (q.state.data?.tokenUriStatus === 'unavailable' ? URI_RETRY_MS : false) },
  );
  const cursor = useSearchParam('cursor');
  const history = useApiQuery('nftTransfers', {
    contract,
    tokenId,
    limit: LIMIT,
    ...(cursor ? { cursor } : {}),
  });
  if (nft.error) return <ErrorState error={nft.error} onRetry={() => void nft.refetch()} />;
  const d = nft.data;
  return (
    <>
      <Panel title="Token ID">
        <DetailList
          loading={d === undefined}
          items={[
            { label: 'Collection', value: d ? <TokenLink token={d.token} /> : null },
            {
              label: 'Token ID',
              value: d ? (
                <span className={styles.when}>
                  <NftId tokenId={d.tokenId} />
                  <CopyButton text={d.tokenId} label="token ID" />
                </span>
              ) : null,
            },
            {
              label: 'Owner',
              value: d ? d.owner === null ? <span>Burnt</span> : <AddressLink address={d.owner} /> : null,
            },
            { label: 'Minted', value: d ? <When at={d.minted} /> : null },
            { label: 'Last transfer', value: d ? <When at={d.lastTransfer} /> : null },
            { label: 'Token URI', value: d ? <TokenUri nft={d} /> : null },
          ]}
        />
      </Panel>
      <Panel title="Owner history">
        <DataTable
          label="Owner history"
          columns={HISTORY}
          rows={history.data?.items}
          rowKey={(t) => `${t.transactionHash}:${t.from}:${t.to}`}
          error={history.error}
          onRetry={() => void history.refetch()}
          empty="No transfers."
          skeletonRows={5}
        />
        <CursorPagination page={history.data} />
      </Panel>
    </>
  );
}
