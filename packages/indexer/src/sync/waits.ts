/**
 * The node cannot give the indexer what it needs yet: the indexer waits in this state, with a growing
 * back-off, and logs the reason once (again only when it changes).
 */
export class NodeWaitError extends Error {
  override name = 'NodeWaitError';

  constructor(
    readonly state: 'node_missing_blocks' | 'node_behind',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The node's chain differs from the database at or below a block that cannot be rolled back (the
 * node's solidified block, final in java-tron, or the first indexed block). Indexing stops.
 */
export class FinalityForkError extends Error {
  override name = 'FinalityForkError';

  constructor(
    readonly height: number,
    readonly databaseHash: string,
    readonly nodeHash: string,
    bound: string,
  ) {
    super(
      `fork at block ${height}, ${bound}: the database holds ${databaseHash}, the node ${nodeHash}; indexing stopped (this fork cannot be rolled back)`,
    );
  }
}
