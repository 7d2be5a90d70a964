import { useMemo, useState } from 'react';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { type TabItem, Tabs, useActiveTab } from '../../components/layout/Tabs';
import { accountStake } from '../../wallet-actions/connectedAccount';
import { useConnectedAccount } from '../../wallet-actions/useConnectedAccount';
import { BeforeAfter } from './BeforeAfter';
import { ResourceActionForm } from './ResourceActionForm';
import { RESOURCE_ACTIONS, type ResourceActionKind } from './resourceActions';
import { type ResourceSnapshot, resourceSnapshot } from './resourceSnapshot';
import { StakeIntro } from './StakeIntro';
import { YourResources } from './YourResources';

const TABS: readonly (TabItem & { id: ResourceActionKind })[] = [
  { id: 'stake', label: 'Stake' },
  { id: 'unstake', label: 'Unstake' },
  { id: 'delegate', label: 'Delegate' },
  { id: 'undelegate', label: 'Undelegate' },
];

interface LastAction {
  label: string;
  before: ResourceSnapshot;
  confirmed: boolean;
}

/** Stake 2.0 for the connected account: its resources, the four operations, and what the last one changed. */
export default function StakeResourcesPage() {
  const { owner, account, resources } = useConnectedAccount();
  const tab = useActiveTab(TABS, 'action') as ResourceActionKind;
  const [last, setLast] = useState<LastAction>();
  const stake = useMemo(() => (account.data ? accountStake(account.data) : undefined), [account.data]);
  const now = account.data && resources.data ? resourceSnapshot(account.data, resources.data) : undefined;
  if (owner === '') {
    return (
      <PageLayout title="Stake Resources">
        <StakeIntro />
      </PageLayout>
    );
  }
  return (
    <PageLayout title="Stake Resources">
      <YourResources />
      <Panel title="Manage your stake">
        <Tabs tabs={TABS} label="Stake operations" param="action" />
        <ResourceActionForm
          key={tab}
          spec={RESOURCE_ACTIONS[tab]}
          owner={owner}
          stake={stake}
          onSend={(label) => setLast(now ? { label, before: now, confirmed: false } : undefined)}
          onConfirmed={() => setLast((previous) => previous && { ...previous, confirmed: true })}
        />
      </Panel>
      {last?.confirmed && now ? <BeforeAfter label={last.label} before={last.before} after={now} /> : null}
    </PageLayout>
  );
}
