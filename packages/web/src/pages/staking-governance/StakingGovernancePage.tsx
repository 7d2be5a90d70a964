import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function StakingGovernancePage() {
  return <PlaceholderPage title="POX Staking Governance" />;
}
