import { TokenTransfersTable } from '../../components/lists/TokenTransfersTable';
import { PageLayout } from '../../components/PageLayout';
import { Panel } from '../../components/Panel';
import { Tabs, useActiveTab } from '../../components/Tabs';
import { AllTransfers } from './AllTransfers';
import { StandardTransfers } from './StandardTransfers';
import { TransfersStats } from './TransfersStats';

const TABS = [
  { id: 'all', label: 'All' },
  { id: 'pox', label: 'POX' },
  { id: 'prc10', label: 'PRC10' },
  { id: 'prc20', label: 'PRC20' },
  { id: 'prc721', label: 'PRC721' },
] as const;

/** Every movement of value, by standard: POX, PRC10, PRC20 and PRC721 (a token filter for the last three). */
export default function TransfersPage() {
  const tab = useActiveTab(TABS);
  return (
    <PageLayout title="Transfers">
      <TransfersStats />
      <Panel title="Transfers">
        <Tabs tabs={TABS} label="Token standard" />
        {tab === 'all' ? <AllTransfers /> : null}
        {tab === 'pox' ? <TokenTransfersTable id="_" label="POX transfers" /> : null}
        {tab === 'prc10' || tab === 'prc20' || tab === 'prc721' ? <StandardTransfers standard={tab} /> : null}
      </Panel>
    </PageLayout>
  );
}
