import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function AccountsPage() {
  return <PlaceholderPage title="Accounts" />;
}
