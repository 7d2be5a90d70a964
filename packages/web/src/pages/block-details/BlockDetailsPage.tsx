import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function BlockDetailsPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage title="Block Details" subtitle={id} />;
}
