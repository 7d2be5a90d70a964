import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ParametersProposalsPage() {
  return <PlaceholderPage title="Parameters & Proposals" />;
}
