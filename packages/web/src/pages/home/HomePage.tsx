import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function HomePage() {
  return <PlaceholderPage title="POX Blockchain Explorer" />;
}
