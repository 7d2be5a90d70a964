import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function TransfersPage() {
  return <PlaceholderPage title="Transfers" />;
}
