import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function BlocksPage() {
  return <PlaceholderPage title="Blocks" />;
}
