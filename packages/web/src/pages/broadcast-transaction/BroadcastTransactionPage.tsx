import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function BroadcastTransactionPage() {
  return <PlaceholderPage title="Broadcast Transaction" />;
}
