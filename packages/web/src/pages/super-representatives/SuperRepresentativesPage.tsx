import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { type TabItem, Tabs, useActiveTab } from '../../components/layout/Tabs';
import { useSearchParam } from '../../hooks/usePageParam';
import { CandidatesTab } from './CandidatesTab';
import { ProductionChart } from './ProductionChart';
import { SrDetail } from './SrDetail';
import { SrListTab } from './SrListTab';
import { SrWidgets } from './SrWidgets';
import { SR_TABS } from './superRepresentativesCalls';

const TABS: readonly TabItem[] = SR_TABS;

/** Super representatives, their partners and candidates; one SR's details when `?sr=` names it. */
export default function SuperRepresentativesPage() {
  const tab = useActiveTab(TABS);
  const detail = useSearchParam('sr');
  return (
    <PageLayout title="Super Representatives">
      <SrWidgets />
      {detail ? <SrDetail address={detail} /> : null}
      <Panel title="Representatives">
        <Tabs tabs={TABS} label="Representatives" />
        {tab === 'srs' ? <SrListTab partners={false} /> : null}
        {tab === 'partners' ? <SrListTab partners /> : null}
        {tab === 'candidates' ? <CandidatesTab /> : null}
      </Panel>
      <ProductionChart />
    </PageLayout>
  );
}
