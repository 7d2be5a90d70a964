import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function PoxTokenPage() {
  return <PlaceholderPage title="POX" />;
}
