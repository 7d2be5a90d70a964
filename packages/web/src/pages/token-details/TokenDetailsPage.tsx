import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function TokenDetailsPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage title="Token Details" subtitle={id} />;
}
