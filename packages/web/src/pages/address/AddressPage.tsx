import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function AddressPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage title="Address" subtitle={id} />;
}
