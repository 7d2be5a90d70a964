import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ContractsPage() {
  return <PlaceholderPage title="Contracts" />;
}
