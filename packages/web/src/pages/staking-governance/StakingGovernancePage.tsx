import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/PageLayout';
import { Panel } from '../../components/Panel';
import { Unavailable } from '../../components/QueryStates';
import { StakingStats } from './StakingStats';
import { TvlChart } from './TvlChart';

/** POX staking across the network: how much is locked, for what, and how it changes. */
export default function StakingGovernancePage() {
  return (
    <PageLayout title="POX Staking Governance">
      <StakingStats />
      <TvlChart />
      <Panel title="Top stakers" actions={<Link to={paths.stakeResources}>Stake your POX</Link>}>
        <Unavailable>Not reported by the API: it does not list accounts by staked POX.</Unavailable>
      </Panel>
    </PageLayout>
  );
}
