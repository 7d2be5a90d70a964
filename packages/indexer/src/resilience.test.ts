import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditText,
  type Engine,
  freshDatabase,
  indexerFor,
  quietDevnet,
  rowCount,
  stopPostgres,
} from './test/harness.js';
import { type DatabaseTarget, IndexerProcess } from './test/indexer-process.js';

interface Target {
  target: DatabaseTarget;
  /** Opens the database once no indexer process holds it. */
  open: () => Promise<Db>;
  remove: () => void;
}

/** An empty database a separate `poxscan indexer` process can write: a PostgreSQL URL or a data directory. */
async function databaseTarget(engine: Engine): Promise<Target> {
  if (engine === 'PGlite') {
    const dir = mkdtempSync(join(tmpdir(), 'poxscan-resilience-'));
    return {
      target: { dataDir: dir },
      open: () => openDatabase({ dataDir: join(dir, 'db') }),
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const db = await freshDatabase('PostgreSQL');
  const { rows } = await sql<{ db: string; port: string }>`
    SELECT current_database() AS db, current_setting('port') AS port`.execute(db.kysely);
  await db.close();
  const databaseUrl = `postgres://poxscan@127.0.0.1:${rows[0]!.port}/${rows[0]!.db}`;
  return { target: { databaseUrl }, open: () => openDatabase({ url: databaseUrl }), remove: () => {} };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The indexer's promise on both engines: traffic high, forks of indexed blocks and kill -9 of the
 * indexer process mid catch-up and mid rollback; a restart then ends in a database that the audit
 * finds no difference in.
 */
describe.each(['PostgreSQL', 'PGlite'] as const)('%s: traffic high, induced forks and kill -9', (engine) => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await quietDevnet('high');
    await devnet.hooks.produceBlocks(24);
  });
  afterAll(async () => {
    await devnet?.stop();
    await stopPostgres();
  });

  it('ends, after a restart, in a database the audit finds no difference in', async () => {
    const { target, open, remove } = await databaseTarget(engine);
    try {
      let run = new IndexerProcess(devnet.url, target);
      await run.reached(4);
      await run.kill();

      run = new IndexerProcess(devnet.url, target);
      await run.reached(devnet.chain.headNumber);
      const orphaned = devnet.chain.headNumber;
      await devnet.hooks.fork(10);
      await devnet.hooks.produceBlocks(3);
      await pause(250);
      await run.kill();

      await devnet.hooks.fork(1);
      await devnet.hooks.produceBlocks(4);
      run = new IndexerProcess(devnet.url, target);
      await run.reached(orphaned);
      await run.kill();

      const db = await open();
      try {
        const indexer = await indexerFor(db, devnet);
        await indexer.settled();
        await indexer.stop();
        expect(await rowCount(db, 'reorgs')).toBeGreaterThan(0);
        expect(await rowCount(db, 'blocks')).toBe(devnet.chain.headNumber + 1);
        expect(await auditText(db, devnet, 50)).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      remove();
    }
  }, 300_000);
});
