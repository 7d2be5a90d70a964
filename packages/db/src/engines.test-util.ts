import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { afterAll, beforeAll } from 'vitest';
import { type Db, openDatabase } from './open.js';

/**
 * The two engines a test runs on, each opened fresh: PGlite in memory, and a new database on a
 * throwaway PostgreSQL cluster that this test file starts and stops. Call it at the top of the file,
 * for `describe.each`.
 */
export function bothEngines(prefix: string): [string, () => Promise<Db>][] {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  });
  afterAll(async () => {
    await cluster?.stop();
  });
  return [
    ['PGlite', () => openDatabase()],
    [
      'PostgreSQL',
      async () => openDatabase({ url: await cluster.createDatabase(`${prefix}_${Date.now()}`) }),
    ],
  ];
}
