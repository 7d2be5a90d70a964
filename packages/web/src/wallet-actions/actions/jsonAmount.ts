/**
 * java-tron's builders take amounts as JSON numbers. Amounts stay bigint until this last step, which
 * refuses what a JSON number cannot carry exactly.
 */
export function jsonAmount(value: bigint, what = 'amount'): number {
  if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`The ${what} is out of range.`);
  }
  return Number(value);
}
