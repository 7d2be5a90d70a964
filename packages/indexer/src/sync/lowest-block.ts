import type { NodeClient } from '../node/client.js';

/**
 * The lowest block the node serves above `missing` (a block it does not serve), up to its head. A
 * java-tron node serves one contiguous range ending at its head (a lite full node starts at its
 * snapshot, a syncing node has nothing beyond where it got), so a binary search finds it in about
 * log2(head - missing) header reads.
 */
export async function lowestAvailableBlock(node: NodeClient, missing: number, head: number): Promise<number> {
  let lo = missing;
  let hi = head;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if ((await node.blockHeader(mid)) === undefined) lo = mid;
    else hi = mid;
  }
  return hi;
}
