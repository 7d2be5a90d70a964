import { PageLayout } from '../../components/layout/PageLayout';
import { StakingStats } from './StakingStats';
import { TopStakers } from './TopStakers';
import { TvlChart } from './TvlChart';

/** POX staking across the network: how much is locked, for what, by whom, and how it changes. */
export default function StakingGovernancePage() {
  return (
    <PageLayout title="POX Staking Governance">
      <StakingStats />
      <TvlChart />
      <TopStakers />
    </PageLayout>
  );
}
