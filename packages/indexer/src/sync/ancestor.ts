import type { Db } from '@poxscan/db';
import type { NodeClient } from '../node/client.js';
import { FinalityForkError, NodeWaitError } from './waits.js';

/** Blocks compared per step of the search: one database query and one node call each. */
const WINDOW = 50;

export interface AncestorSearch {
  db: Db;
  node: NodeClient;
  /** the last indexed block */
  from: number;
  /** the first indexed block: nothing below it can be rolled back */
  first: number;
  /** the highest indexed block known final (the node had solidified it), -1 when none is */
  final: number;
}

/**
 * The last block the database shares with the node, searched down from `from` a window at a time,
 * never below a block known final (java-tron never reorganises a solidified block) nor the first
 * indexed block. A fork deeper than that throws a FinalityForkError naming the height and both
 * hashes: the node follows another chain.
 */
export async function commonAncestor(s: AncestorSearch): Promise<number> {
  const floor = Math.max(Math.min(s.final, s.from), s.first);
  for (let top = s.from; top >= floor; top -= WINDOW) {
    const bottom = Math.max(top - WINDOW + 1, floor);
    const ours = await s.db.kysely
      .selectFrom('blocks')
      .select(['num', 'hash'])
      .where('num', '>=', bottom)
      .where('num', '<=', top)
      .execute();
    const theirs = await s.node.blockRange(bottom, top + 1);
    if (theirs.length === 0)
      throw new NodeWaitError('node_missing_blocks', `the node does not serve blocks ${bottom} to ${top}`);
    const nodeHash = new Map(
      theirs.map((b) => [b.block_header.raw_data.number ?? 0, (b.blockID ?? '').toLowerCase()]),
    );
    const shared = ours
      .filter((r) => nodeHash.get(r.num) === r.hash)
      .reduce((n, r) => Math.max(n, r.num), -1);
    if (shared >= 0) return shared;
    if (bottom === floor) {
      const atFloor = ours.find((r) => r.num === floor);
      const bound =
        floor <= s.final
          ? 'a block the node had solidified (final in java-tron)'
          : 'the first indexed block (nothing below it to roll back to)';
      throw new FinalityForkError(floor, atFloor?.hash ?? '', nodeHash.get(floor) ?? '', bound);
    }
  }
  return s.from;
}
