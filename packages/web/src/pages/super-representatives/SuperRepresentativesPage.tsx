import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SuperRepresentativesPage() {
  return <PlaceholderPage title="Super Representatives" />;
}
