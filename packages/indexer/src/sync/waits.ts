import type { Logger } from 'pino';
import { NodeUnavailableError } from '../node/client.js';
import type { Progress } from './progress.js';

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

/**
 * What a failed step of the indexer shows: the state it puts the indexer in, and a log line, for a
 * wait once per reason (again only when the reason changes).
 */
export class StepFailures {
  /** the reason of the current wait, logged once */
  #waiting: string | undefined;

  constructor(
    private readonly progress: Progress,
    private readonly logger: Logger,
  ) {}

  /** Whether the indexer waits for the node (it then asks for one range at a time). */
  get waiting(): boolean {
    return this.#waiting !== undefined;
  }

  /** A step went well: the next wait is logged again. */
  recovered(): void {
    this.#waiting = undefined;
  }

  /** Shows a failed step; true when indexing must stop (a fork below finality). */
  failed(error: unknown, retryInMs: number): boolean {
    const { progress, logger } = this;
    progress.error(error);
    if (error instanceof FinalityForkError) {
      progress.state('fork_below_finality');
      logger.error(
        { height: error.height, database: error.databaseHash, node: error.nodeHash },
        error.message,
      );
      return true;
    }
    if (error instanceof NodeUnavailableError) progress.state('node_unreachable');
    if (error instanceof NodeWaitError) {
      progress.state(error.state);
      if (this.#waiting !== error.message) logger.error({ retryInMs }, error.message);
      this.#waiting = error.message;
    } else logger.warn({ err: error, retryInMs }, 'indexing step failed; retrying');
    return false;
  }
}
