import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function TransactionDetailsPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage title="Transaction Details" subtitle={id} />;
}
