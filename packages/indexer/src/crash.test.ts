import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, indexerFor, quietDevnet, stopPostgres } from './test/harness.js';
import { snapshot } from './test/snapshot.js';

const BIN = fileURLToPath(new URL('../../cli/src/bin.ts', import.meta.url));

/** `poxscan indexer` in its own process, as production runs it. */
function indexerProcess(devnet: Devnet, databaseUrl: string): ChildProcess {
  return spawn(
    process.execPath,
    ['--conditions=@poxscan/source', '--import', 'tsx', BIN, 'indexer', '--batch-size', '3'],
    {
      env: { ...process.env, FULLNODE_URL: devnet.url, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    },
  );
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

async function settledIn(db: Db, head: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const cp = await db.kysely
      .selectFrom('sync_checkpoint')
      .select('block_num')
      .executeTakeFirst()
      .catch(() => undefined);
    const queued = await db.kysely
      .selectFrom('refresh_queue')
      .select('key')
      .limit(1)
      .execute()
      .catch(() => [1]);
    if (cp?.block_num === head && queued.length === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the indexer did not settle in time');
}

describe('kill -9 during catch-up', () => {
  let devnet: Devnet;
  afterAll(async () => {
    await devnet?.stop();
    await stopPostgres();
  });
  beforeAll(async () => {
    devnet = await quietDevnet('high');
    await devnet.hooks.produceBlocks(32);
  });

  it('ends in the same database as an uninterrupted run', async () => {
    const reference = await freshDatabase('PostgreSQL');
    const indexer = await indexerFor(reference, devnet);
    await indexer.settled();
    await indexer.stop();
    const expected = await snapshot(reference);
    await reference.close();

    const crashed = await freshDatabase('PostgreSQL');
    await crashed.migrate();
    const url = await crashedUrl(crashed);
    const head = devnet.chain.headNumber;
    const checkpoint = async () =>
      (await crashed.kysely.selectFrom('sync_checkpoint').select('block_num').executeTakeFirst())
        ?.block_num ?? -1;
    const killedAt: number[] = [];
    for (const afterMs of [0, 150, 300]) {
      const before = await checkpoint();
      const child = indexerProcess(devnet, url);
      // Kill once the process has committed at least one more batch, a little after it, mid-way.
      while ((await checkpoint()) === before) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, afterMs));
      child.kill('SIGKILL');
      await exited(child);
      killedAt.push(await checkpoint());
    }
    const last = indexerProcess(devnet, url);
    await settledIn(crashed, head, 120_000);
    last.kill('SIGTERM');
    await exited(last);
    expect(killedAt.at(-1)).toBeLessThan(head);
    expect(new Set(killedAt).size).toBe(killedAt.length);
    const actual = await snapshot(crashed);
    await crashed.close();
    for (const table of Object.keys(expected)) expect(actual[table], table).toEqual(expected[table]);
  }, 300_000);
});

async function crashedUrl(db: Db): Promise<string> {
  const { rows } = await (await import('kysely')).sql<{ db: string; port: string }>`
    SELECT current_database() AS db, current_setting('port') AS port`.execute(db.kysely);
  return `postgres://poxscan@127.0.0.1:${rows[0]!.port}/${rows[0]!.db}`;
}
