import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { Tabs, useActiveTab } from '../../components/layout/Tabs';
import { TokenTransfersTable } from '../../components/lists/TokenTransfersTable';
import { PoxHolders } from './PoxHolders';
import { PoxStats } from './PoxStats';
import { POX_TABS } from './poxTokenCalls';

const TABS = POX_TABS;

/** The native token: supply, staked, burned, holders and price; its top holders and transfers. */
export default function PoxTokenPage() {
  const tab = useActiveTab(TABS);
  return (
    <PageLayout title="POX" subtitle="The native token of the network">
      <PoxStats />
      <Panel title="Activity">
        <Tabs tabs={TABS} label="POX sections" />
        {tab === 'holders' ? <PoxHolders /> : <TokenTransfersTable id="_" label="POX transfers" />}
      </Panel>
    </PageLayout>
  );
}
