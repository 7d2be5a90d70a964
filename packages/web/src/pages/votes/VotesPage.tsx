import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function VotesPage() {
  return <PlaceholderPage title="Votes" />;
}
