import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function TokensPage() {
  return <PlaceholderPage title="Tokens" />;
}
