import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ContractsDeploymentPage() {
  return <PlaceholderPage title="Contracts Deployment" />;
}
