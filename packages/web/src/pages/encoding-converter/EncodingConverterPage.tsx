import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function EncodingConverterPage() {
  return <PlaceholderPage title="Encoding Converter" />;
}
