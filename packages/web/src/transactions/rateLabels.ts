/** Blocks the API's current rate is measured over (about a minute), and its peak's window. */
const RATE_BLOCKS = 20;
const PEAK_BLOCKS = 100;

const blocks = (n: number) => `${n} block${n === 1 ? '' : 's'}`;

/**
 * The current rate's label: over the newest 20 blocks, or over the fewer blocks a young chain has
 * (`tpsBlocks`); before the figures arrive, and while there is no rate yet, the full window.
 */
export function rateLabel(tpsBlocks: number | undefined): string {
  return `TPS (last ${blocks(tpsBlocks || RATE_BLOCKS)})`;
}

/**
 * The peak's label: the blocks of its window (the best run of 100), or the fewer a young chain has.
 * Short enough for one line in a tile of the six-tile row, as the current rate's is.
 */
export function peakLabel(maxTpsBlocks: number | undefined): string {
  return `Peak TPS (${blocks(maxTpsBlocks || PEAK_BLOCKS)})`;
}
