/** Amount in base units → decimal text with `decimals` applied, trailing zeros trimmed ("1.5", "0.000001"). */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString();
  if (decimals === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, -decimals);
  const fraction = padded.slice(-decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** UTC ISO-8601 with seconds, e.g. 2024-02-01T00:00:03Z. */
export function isoUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Text that a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return)
 * gets a leading apostrophe, so it is shown as text.
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
