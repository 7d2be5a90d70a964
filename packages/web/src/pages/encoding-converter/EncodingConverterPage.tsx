import { PageLayout } from '../../components/layout/PageLayout';
import { AbiTool } from './AbiTool';
import {
  base58ToHex,
  decimalToHex,
  hexToBase58,
  hexToDecimal,
  hexToText,
  poxToSun,
  sunToPox,
  textToHex,
} from './conversions';
import { HashTool } from './HashTool';
import { TwoWayConverter } from './TwoWayConverter';

/** Conversions developers need, all computed in the browser as they type. */
export default function EncodingConverterPage() {
  return (
    <PageLayout title="Encoding Converter">
      <TwoWayConverter
        title="Address: base58 ↔ hex"
        left={{ label: 'Base58 address', placeholder: 'T…', convert: base58ToHex }}
        right={{ label: 'Hex address', placeholder: '41… (or 0x + 20 bytes)', convert: hexToBase58 }}
      />
      <TwoWayConverter
        title="String ↔ hex"
        left={{ label: 'String', placeholder: 'Any text', convert: textToHex }}
        right={{ label: 'Hex (UTF-8 bytes)', placeholder: '504f58', convert: hexToText }}
      />
      <TwoWayConverter
        title="Number ↔ hex"
        left={{ label: 'Decimal number', placeholder: '255', convert: decimalToHex }}
        right={{ label: 'Hex number', placeholder: '0xff', convert: hexToDecimal }}
      />
      <TwoWayConverter
        title="sun ↔ POX"
        left={{ label: 'Amount in sun', placeholder: '1000000', convert: sunToPox }}
        right={{ label: 'Amount in POX', placeholder: '1', convert: poxToSun }}
      />
      <AbiTool />
      <HashTool />
    </PageLayout>
  );
}
