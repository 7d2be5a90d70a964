import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function Prc20TokenDeploymentPage() {
  return <PlaceholderPage title="PRC20 Token Deployment" />;
}
