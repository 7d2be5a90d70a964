import type { NodeClient } from '../node/client.js';
import { NodeWaitError } from './waits.js';

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

/** The node's head is past `num` but it does not serve it: names the block and what the node has. */
export async function missingBlockError(node: NodeClient, num: number, head: number): Promise<NodeWaitError> {
  const lowest = await lowestAvailableBlock(node, num, head);
  return new NodeWaitError(
    'node_missing_blocks',
    `the node does not serve block ${num} (its lowest available block is ${lowest}, its head ${head}); start from a block it serves (--from-block ${lowest}) or use a node that keeps them`,
  );
}
