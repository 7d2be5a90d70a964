import { HistoryStart } from '../../components/feedback/HistoryStart';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { Tabs, useActiveTab } from '../../components/layout/Tabs';
import { AllTransfers } from './AllTransfers';
import { StandardTransfers, StandardTransfersTable } from './StandardTransfers';
import { TransfersStats } from './TransfersStats';
import { TRANSFER_TABS } from './transfersCalls';

const TABS = TRANSFER_TABS;

/** Every movement of value, by standard: POX, PRC10, PRC20 and PRC721 (each of these by token too). */
export default function TransfersPage() {
  const tab = useActiveTab(TABS);
  return (
    <PageLayout title="Transfers">
      <TransfersStats />
      <Panel title="Transfers">
        <Tabs tabs={TABS} label="Token standard" resets={['token']} />
        <HistoryStart />
        {tab === 'all' ? <AllTransfers /> : null}
        {tab === 'pox' ? <StandardTransfersTable standard="POX" /> : null}
        {tab === 'prc10' ? <StandardTransfers standard="PRC10" /> : null}
        {tab === 'prc20' ? <StandardTransfers standard="PRC20" /> : null}
        {tab === 'prc721' ? <StandardTransfers standard="PRC721" /> : null}
      </Panel>
    </PageLayout>
  );
}
