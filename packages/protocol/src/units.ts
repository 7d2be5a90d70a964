/** 1 POX = 1,000,000 sun. */
export const SUN_PER_POX = 1_000_000n;
export const POX_DECIMALS = 6;

export interface ParseUnitsOptions {
  /** Accept a leading '-'. Default false. */
  allowNegative?: boolean;
}

export interface FormatUnitsOptions {
  /** Group the integer part with ',' every three digits. Default false. */
  thousands?: boolean;
  /** Drop trailing fraction zeros (and the '.' when nothing is left). Default true. */
  trimZeros?: boolean;
  /** Cut the fraction to at most this many digits; cuts toward zero, never rounds up. */
  maxFractionDigits?: number;
}

/** A uint256 has 78 digits: no token amount has a longer integer part. */
const MAX_WHOLE_DIGITS = 78;

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer from 0 to 255, got ${decimals}`);
  }
}

/**
 * Parses a decimal amount ("12.5") into base units (12.5 with 6 decimals → 12500000n), without
 * floating point. Throws with a reason for empty input, bad characters, several points, too many
 * decimal places or (unless allowed) a negative sign.
 */
export function parseUnits(text: string, decimals: number, options: ParseUnitsOptions = {}): bigint {
  checkDecimals(decimals);
  const trimmed = text.trim();
  // Sign, integer part, point and fraction: longer text is refused before BigInt, which is
  // quadratic in the number of digits.
  const maxLength = 2 + MAX_WHOLE_DIGITS + decimals;
  if (trimmed.length > maxLength) {
    throw new Error(`amount too long: ${trimmed.length} characters, at most ${maxLength}`);
  }
  let body = trimmed;
  let negative = false;
  if (body.startsWith('-') || body.startsWith('+')) {
    negative = body[0] === '-';
    body = body.slice(1);
  }
  if (negative && !options.allowNegative) throw new Error('negative amounts are not allowed');
  if (body === '' || body === '.') throw new Error('empty amount');
  const offset = trimmed.length - body.length;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if ((c < '0' || c > '9') && c !== '.') {
      throw new Error(`invalid character '${c}' at position ${i + offset}`);
    }
  }
  const [whole = '', fraction = '', ...rest] = body.split('.');
  if (rest.length > 0) throw new Error('more than one decimal point');
  if (fraction.length > decimals) {
    throw new Error(`too many decimal places: ${fraction.length} given, at most ${decimals}`);
  }
  const value = BigInt((whole || '0') + fraction.padEnd(decimals, '0'));
  return negative ? -value : value;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats base units as a decimal string: formatUnits(1234500000n, 6, { thousands: true }) → "1,234.5". */
export function formatUnits(amount: bigint, decimals: number, options: FormatUnitsOptions = {}): string {
  checkDecimals(decimals);
  const { thousands = false, trimZeros = true, maxFractionDigits } = options;
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (maxFractionDigits !== undefined) fraction = fraction.slice(0, Math.max(0, maxFractionDigits));
  if (trimZeros) fraction = fraction.replace(/0+$/, '');
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  const text = (thousands ? groupThousands(whole) : whole) + (fraction ? `.${fraction}` : '');
  return negative && !isZero ? `-${text}` : text;
}

/** Parses POX ("1.5") into sun (1500000n). */
export function parsePox(text: string, options: ParseUnitsOptions = {}): bigint {
  return parseUnits(text, POX_DECIMALS, options);
}

/** Formats sun as POX (1500000n → "1.5"). */
export function formatPox(sun: bigint, options: FormatUnitsOptions = {}): string {
  return formatUnits(sun, POX_DECIMALS, options);
}
