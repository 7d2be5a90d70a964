/** Hundredths of a percent: shares are shown with two decimals. */
const WHOLE = 10_000n;

/**
 * Each part's share of `total` in hundredths of a percent, rounded so that the shares add up to exactly
 * 100.00 % (largest remainder: the parts rounded down the most get the spare hundredths, larger parts
 * first on a tie). An empty total shares nothing.
 */
export function splitShares(parts: readonly bigint[], total: bigint): number[] {
  if (total <= 0n) return parts.map(() => 0);
  const exact = parts.map((p) => p * WHOLE);
  const floors = exact.map((e) => e / total);
  let spare = WHOLE - floors.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((e, i) => ({ i, rest: e % total, part: parts[i]! }))
    .sort((a, b) =>
      b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : b.part > a.part ? 1 : b.part < a.part ? -1 : 0,
    );
  for (const { i } of order) {
    if (spare <= 0n) break;
    floors[i]! += 1n;
    spare -= 1n;
  }
  return floors.map(Number);
}

export const formatShare = (hundredths: number) => `${(hundredths / 100).toFixed(2)}%`;

export interface HolderSplit {
  /** The listed holders' shares, in their order, then the rest's. */
  top: number[];
  others: number;
  /** Holders beyond those listed. */
  otherHolders: number;
}

/**
 * The top holders' and everyone else's shares of the supply, summing to 100.00 %. The rest is the
 * supply the listed holders do not hold (never below zero, should the node's supply lag the balances).
 */
export function holderSplit(balances: readonly string[], supply: string, holders: number): HolderSplit {
  const listed = balances.map((b) => BigInt(b));
  const held = listed.reduce((a, b) => a + b, 0n);
  const rest = BigInt(supply) > held ? BigInt(supply) - held : 0n;
  const shares = splitShares([...listed, rest], held + rest);
  return {
    top: shares.slice(0, listed.length),
    others: shares[listed.length]!,
    otherHolders: Math.max(0, holders - listed.length),
  };
}
