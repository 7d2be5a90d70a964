import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ContractsVerificationPage() {
  return <PlaceholderPage title="Contracts Verification" />;
}
