import { formatUnits } from '@poxscan/protocol/browser';
import { toBigInt } from './amount';

const SCALES = [
  { suffix: 'T', digits: 12n },
  { suffix: 'B', digits: 9n },
  { suffix: 'M', digits: 6n },
] as const;

/**
 * A large amount short enough for a figure tile, on bigints: whole units grouped below a million,
 * then "83.63 B" (cut, never rounded up). The exact value belongs in the title.
 */
export function compactUnits(value: string, decimals: number): string {
  const units = toBigInt(value) ?? 0n;
  const whole = units / 10n ** BigInt(decimals);
  const magnitude = whole < 0n ? -whole : whole;
  for (const { suffix, digits } of SCALES) {
    if (magnitude >= 10n ** digits) {
      return `${formatUnits(whole / 10n ** (digits - 2n), 2, { thousands: true, trimZeros: false })} ${suffix}`;
    }
  }
  return formatUnits(whole, 0, { thousands: true });
}
