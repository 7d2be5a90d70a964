import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@poxscan/db';
import { type IndexerStatus, startIndexer } from '@poxscan/indexer';
import { fromBlockOption } from '../from-block.js';
import type { Command } from './types.js';

const USAGE = `Usage: poxscan indexer [--from-block N|latest|solidified] [--batch-size 50] [--concurrency 3]

Follows FULLNODE_URL (any java-tron-compatible node) into DATABASE_URL (or the embedded database under
POXSCAN_DATA_DIR): catch-up in batches, then the head; survives reorgs, node outages and restarts.
On a terminal it draws a progress bar; otherwise it logs its progress every 10 seconds.
  --from-block   where an empty database starts (default 0): a block number, the node's head (latest)
                 or its latest solidified block; refused on a database that starts elsewhere
  --batch-size   blocks fetched at a time during catch-up; a commit takes the batches already
                 fetched, up to --concurrency of them
  --concurrency  batches fetched ahead of the one being written

Environment: FULLNODE_URL (required), SOLIDITY_URL, FROM_BLOCK, DATABASE_URL, POXSCAN_DATA_DIR, LOG_LEVEL.`;

function positive(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new Error(`--${name} must be an integer from 1 to 1000, got '${text}'`);
  return n;
}

const duration = (s: number | null) =>
  s === null
    ? '--'
    : s >= 3600
      ? `${Math.floor(s / 3600)}h${Math.floor((s % 3600) / 60)}m`
      : s >= 60
        ? `${Math.floor(s / 60)}m${Math.round(s % 60)}s`
        : `${Math.round(s)}s`;

/** One terminal line: bar, blocks, speed, ETA and lag. */
export function progressLine(s: IndexerStatus, width = 24): string {
  const head = s.nodeHeadBlock ?? 0;
  const done = s.indexedBlock ?? 0;
  const ratio = head > 0 ? Math.min(done / head, 1) : 0;
  const filled = Math.round(ratio * width);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  return `[${bar}] ${(ratio * 100).toFixed(1)}% block ${done}/${head}  ${s.blocksPerSecond.toFixed(1)} blk/s  ${s.transactionsPerSecond.toFixed(0)} tx/s  ETA ${duration(s.etaSeconds)}  lag ${s.lagBlocks ?? '--'} blocks  ${s.state}`;
}

export const command: Command = {
  name: 'indexer',
  summary: 'index a POX node into the database',
  usage: USAGE,
  async run(argv, { env, logger, stopSignal }) {
    const { values } = parseArgs({
      args: argv,
      options: {
        'batch-size': { type: 'string', default: '50' },
        concurrency: { type: 'string', default: '3' },
        'from-block': { type: 'string' },
      },
      strict: true,
    });
    if (env.fullnodeUrl === undefined) {
      logger.error('FULLNODE_URL is required for `poxscan indexer`');
      return 2;
    }
    const batchSize = positive('batch-size', values['batch-size']);
    const concurrency = positive('concurrency', values.concurrency);
    const fromBlock = fromBlockOption(values['from-block'], env.fromBlock);
    const tty = process.stderr.isTTY === true;
    let loggedAt = 0;
    const onProgress = (s: IndexerStatus) => {
      // Each commit at debug level, so a supervisor (or a test) can follow the checkpoint.
      logger.debug({ indexedBlock: s.indexedBlock, state: s.state }, 'indexer checkpoint');
      if (tty) process.stderr.write(`\r\x1b[2K${progressLine(s)}`);
      else if (Date.now() - loggedAt >= 10_000) {
        loggedAt = Date.now();
        logger.info({ progress: s }, 'indexer progress');
      }
    };
    const db = await openDatabase(
      env.databaseUrl ? { url: env.databaseUrl, logger } : { dataDir: join(env.dataDir, 'db'), logger },
    );
    try {
      const indexer = await startIndexer({
        db,
        fullnodeUrl: env.fullnodeUrl,
        ...(env.solidityUrl ? { solidityUrl: env.solidityUrl } : {}),
        logger,
        batchSize,
        concurrency,
        ...(fromBlock === undefined ? {} : { startBlock: fromBlock }),
        onProgress,
      });
      await stopSignal;
      await indexer.stop();
      if (tty) process.stderr.write('\n');
      return 0;
    } finally {
      await db.close();
    }
  },
};
