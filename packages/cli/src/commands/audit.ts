import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@poxscan/db';
import { auditDatabase } from '@poxscan/indexer';
import type { Command } from './types.js';

const USAGE = `Usage: poxscan audit [--sample 50]

Compares the database with FULLNODE_URL: sampled blocks with their transactions and transfers, accounts
(balance, kind, votes, stakes, PRC10 holdings), token balances and supplies, every SR, and the indexer's
counters and statistics with the rows they come from. Prints every difference; exits 1 if there is any.
Run it on a settled database (the indexer caught up, the node quiet).
  --sample  blocks, accounts and token holders to sample (default 50)

Environment: FULLNODE_URL (required), SOLIDITY_URL, DATABASE_URL, POXSCAN_DATA_DIR.`;

export const command: Command = {
  name: 'audit',
  summary: 'compare the database with the node and print every difference',
  usage: USAGE,
  async run(argv, { env, logger }) {
    const { values } = parseArgs({
      args: argv,
      options: { sample: { type: 'string', default: '50' } },
      strict: true,
    });
    const sample = Number(values.sample);
    if (!Number.isInteger(sample) || sample < 1 || sample > 100_000) {
      logger.error(`--sample must be an integer from 1 to 100000, got '${values.sample}'`);
      return 2;
    }
    if (env.fullnodeUrl === undefined) {
      logger.error('FULLNODE_URL is required for `poxscan audit`');
      return 2;
    }
    const db = await openDatabase(
      env.databaseUrl ? { url: env.databaseUrl, logger } : { dataDir: join(env.dataDir, 'db'), logger },
    );
    try {
      const report = await auditDatabase({
        db,
        fullnodeUrl: env.fullnodeUrl,
        ...(env.solidityUrl ? { solidityUrl: env.solidityUrl } : {}),
        sample,
      });
      for (const d of report.differences) {
        process.stdout.write(
          `${d.kind} ${d.key} ${d.field}: database ${d.database}, expected ${d.expected}\n`,
        );
      }
      process.stdout.write(`${report.checked} checks, ${report.differences.length} differences\n`);
      return report.differences.length === 0 ? 0 : 1;
    } finally {
      await db.close();
    }
  },
};
