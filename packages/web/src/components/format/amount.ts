import { formatUnits, POX_DECIMALS } from '@poxscan/protocol/browser';

/** How many fraction digits a list shows; the full value is always one hover away. */
export const SHOWN_FRACTION_DIGITS = 6;
/** A small amount keeps at least this many significant digits, so it never reads as "0". */
const SIGNIFICANT_DIGITS = 4;

/** A base-unit decimal string as bigint; anything else (null, garbage) is undefined, never NaN. */
export function toBigInt(value: string | null | undefined): bigint | undefined {
  if (value === null || value === undefined || !/^-?[0-9]+$/.test(value)) return undefined;
  return BigInt(value);
}

export interface FormattedAmount {
  /** Grouped, cut to `SHOWN_FRACTION_DIGITS`, or further out when the amount is smaller than that. */
  short: string;
  /** Grouped, every digit. */
  full: string;
  /** The short form drops digits of the full one. */
  cut: boolean;
}

/** Formats base units with thousands separators, through bigint only (never floating point). */
export function formatAmount(value: string, decimals: number = POX_DECIMALS): FormattedAmount {
  const units = toBigInt(value) ?? 0n;
  const full = formatUnits(units, decimals, { thousands: true });
  const short = formatUnits(units, decimals, {
    thousands: true,
    maxFractionDigits: shownDigits(units, decimals),
  });
  return { short, full, cut: short !== full };
}

/** Fraction digits to show: `SHOWN_FRACTION_DIGITS`, or enough to reach a small amount's leading digits. */
function shownDigits(units: bigint, decimals: number): number {
  const magnitude = (units < 0n ? -units : units).toString();
  const leadingZeros = decimals - magnitude.length;
  if (units === 0n || leadingZeros < 0) return SHOWN_FRACTION_DIGITS;
  return Math.max(SHOWN_FRACTION_DIGITS, leadingZeros + SIGNIFICANT_DIGITS);
}

/**
 * `part / whole` as a percentage with `digits` decimals, rounded half up, computed on bigints: exact
 * for supplies far beyond 2^53. A part short of the whole never reads as all of it (99.996% is
 * "99.99", not "100.00"). Undefined when the whole is zero or unknown.
 */
export function percentOf(part: string, whole: string, digits = 2): string | undefined {
  const p = toBigInt(part);
  const w = toBigInt(whole);
  if (p === undefined || w === undefined || w === 0n) return undefined;
  const all = 100n * 10n ** BigInt(digits);
  const abs = (n: bigint) => (n < 0n ? -n : n);
  let units = (2n * abs(p) * all + abs(w)) / (2n * abs(w));
  if (units === all && abs(p) < abs(w)) units -= 1n;
  const negative = p < 0n !== w < 0n;
  return formatUnits(negative ? -units : units, digits, { trimZeros: false });
}

/**
 * A share as a figure to read: `percentOf`, but "Under 0.01" for a part that is not nothing and
 * rounds to zero, so a stake of a thousand POX is never shown as none of the supply.
 */
export function shareOf(part: string, whole: string, digits = 2): string | undefined {
  const percent = percentOf(part, whole, digits);
  if (percent === undefined || (toBigInt(part) ?? 0n) <= 0n || /[1-9]/.test(percent)) return percent;
  return `Under ${formatUnits(1n, digits, { trimZeros: false })}`;
}

/** USD value of an amount: `units` (base units) × `usd` per whole token, to cents, via bigint. */
export function usdValue(units: string, usd: number, decimals: number = POX_DECIMALS): string | undefined {
  const amount = toBigInt(units);
  if (amount === undefined || !Number.isFinite(usd) || usd < 0) return undefined;
  const microUsd = BigInt(Math.round(usd * 1e6));
  const cents = (amount * microUsd) / 10n ** BigInt(decimals + 4);
  return formatUnits(cents, 2, { thousands: true, trimZeros: false });
}
