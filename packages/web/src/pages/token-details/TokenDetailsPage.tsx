import { Navigate, useLocation, useParams } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { ContractCode } from '../../components/contract/ContractCode';
import { HistoryStart } from '../../components/feedback/HistoryStart';
import { ErrorState } from '../../components/feedback/QueryStates';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { Tabs, useActiveTab } from '../../components/layout/Tabs';
import { TokenTransfersTable } from '../../components/lists/TokenTransfersTable';
import { useSearchParam } from '../../hooks/usePageParam';
import { NftDetails } from './NftDetails';
import { TokenHolders } from './TokenHolders';
import { TokenInventory } from './TokenInventory';
import { TokenOverview } from './TokenOverview';
import { TokenTransfersChart } from './TokenTransfersChart';
import { isTokenId } from './tokenCalls';
import { tokenLabel } from './tokenLabel';

const BASE_TABS = [
  { id: 'transfers', label: 'Transfers' },
  { id: 'holders', label: 'Holders' },
];
const CONTRACT_TABS = [...BASE_TABS, { id: 'contract', label: 'Contract' }];
const COLLECTION_TABS = [
  ...BASE_TABS,
  { id: 'inventory', label: 'Inventory' },
  { id: 'contract', label: 'Contract' },
];

/**
 * A PRC10, PRC20 or PRC721 token: overview, transfers, holders with their distribution, a collection's
 * inventory, its contract; with `?tokenId=`, one PRC721 token ID.
 */
export default function TokenDetailsPage() {
  const id = useParams().id ?? '';
  const tokenId = useSearchParam('tokenId');
  const token = useApiQuery('tokenDetail', { id }, { enabled: isTokenId(id) && tokenId === undefined });
  const standard = token.data?.standard;
  const tabs = standard === 'PRC721' ? COLLECTION_TABS : standard === 'PRC20' ? CONTRACT_TABS : BASE_TABS;
  const tab = useActiveTab(tabs);
  const { search } = useLocation();
  // The query goes along: a link to POX's transfers tab opens on that tab.
  if (id === '_') return <Navigate to={{ pathname: paths.poxToken, search }} replace />;
  if (tokenId !== undefined)
    return (
      <PageLayout title="NFT Details" identifier={id}>
        <NftDetails contract={id} tokenId={tokenId} />
      </PageLayout>
    );
  // A token's name reads as words; without one (or until it has loaded) its ID is an identifier.
  const label = token.data ? tokenLabel(token.data) : id;
  const heading = label === id ? { identifier: id } : { subtitle: label };
  return (
    <PageLayout title="Token Details" {...heading}>
      {token.error ? (
        <ErrorState error={token.error} onRetry={() => void token.refetch()} />
      ) : (
        <>
          <Panel title="Overview">
            <TokenOverview token={token.data} />
          </Panel>
          {token.data ? (
            <Panel title="Transfers over time">
              <TokenTransfersChart id={id} />
            </Panel>
          ) : null}
          {token.data ? (
            <Panel title="Activity">
              <Tabs tabs={tabs} label="Token sections" />
              {tab === 'transfers' ? (
                <>
                  <HistoryStart />
                  <TokenTransfersTable id={id} />
                </>
              ) : null}
              {tab === 'holders' ? <TokenHolders token={token.data} /> : null}
              {tab === 'inventory' ? <TokenInventory contract={id} /> : null}
              {tab === 'contract' ? <ContractCode address={id} /> : null}
            </Panel>
          ) : null}
        </>
      )}
    </PageLayout>
  );
}
