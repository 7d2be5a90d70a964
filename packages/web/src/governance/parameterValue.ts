import { formatAmount, toBigInt } from '../components/format/amount';
import { formatDuration } from '../components/format/time';
import { parameterInfo } from './parameterCatalog';

/** A parameter's raw value as the chain holds it, and what it means: "100 sun (0.0001 POX)", "Yes". */
export function formatParameterValue(key: string, value: string): string {
  const raw = toBigInt(value);
  if (raw === undefined) return value;
  const grouped = raw.toLocaleString('en-US');
  switch (parameterInfo(key)?.unit) {
    case 'sun':
      return `${grouped} sun (${formatAmount(value).full} POX)`;
    case 'ms':
      return `${grouped} ms (${formatDuration(Number(raw))})`;
    case 'flag':
      return raw === 0n ? 'No (0)' : `Yes (${grouped})`;
    default:
      return grouped;
  }
}
