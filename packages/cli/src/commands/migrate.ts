import { join } from 'node:path';
import { openDatabase } from '@poxscan/db';
import type { Command } from './types.js';

export const command: Command = {
  name: 'migrate',
  summary: 'apply pending database migrations',
  usage: `Usage: poxscan migrate

Applies the pending schema migrations to DATABASE_URL, or to the embedded database under
POXSCAN_DATA_DIR (./.poxscan) when DATABASE_URL is not set. The indexer and the API also migrate at start.`,
  async run(argv, { env, logger }) {
    if (argv.length > 0) {
      logger.error({ argv }, 'poxscan migrate takes no arguments');
      return 2;
    }
    const db = await openDatabase(
      env.databaseUrl ? { url: env.databaseUrl, logger } : { dataDir: join(env.dataDir, 'db'), logger },
    );
    try {
      const applied = await db.migrate();
      logger.info(
        { applied, engine: db.engine },
        applied.length === 0 ? 'schema is up to date' : 'migrations applied',
      );
      return 0;
    } finally {
      await db.close();
    }
  },
};
