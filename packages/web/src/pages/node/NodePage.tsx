import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function NodePage() {
  return <PlaceholderPage title="Nodes" />;
}
