import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { type TabItem, Tabs, useActiveTab } from '../../components/layout/Tabs';
import { useSearchParam } from '../../hooks/usePageParam';
import { CreateProposalForm } from './CreateProposalForm';
import { ParametersTable } from './ParametersTable';
import { ProposalDetail } from './ProposalDetail';
import { ProposalsTable } from './ProposalsTable';
import { GOVERNANCE_TABS } from './parametersProposalsCalls';
import { useConnectedSr } from './useConnectedSr';

const TABS: readonly TabItem[] = GOVERNANCE_TABS;

/** Chain parameters and the committee proposals that change them; SRs propose and approve here. */
export default function ParametersProposalsPage() {
  const tab = useActiveTab(TABS);
  const selected = useSearchParam('proposal');
  const proposalId = selected !== undefined && /^[0-9]{1,9}$/.test(selected) ? Number(selected) : undefined;
  const sr = useConnectedSr();
  return (
    <PageLayout title="Parameters & Proposals">
      {proposalId === undefined ? null : <ProposalDetail id={proposalId} />}
      <Panel title="Chain governance">
        <Tabs tabs={TABS} label="Parameters and proposals" />
        {tab === 'parameters' ? <ParametersTable /> : <ProposalsTable />}
      </Panel>
      {sr === undefined ? null : <CreateProposalForm />}
    </PageLayout>
  );
}
