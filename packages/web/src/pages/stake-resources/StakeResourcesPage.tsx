import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function StakeResourcesPage() {
  return <PlaceholderPage title="Stake Resources" />;
}
