import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@poxscan/db';
import { type Devnet, startDevnet } from '@poxscan/devnet';
import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../config.js';
import { command as audit } from './audit.js';
import { command as indexer, progressLine } from './indexer.js';
import { command as migrate } from './migrate.js';
import type { CommandContext } from './types.js';

const logger = pino({ level: 'silent' });
let devnet: Devnet;
let cluster: PostgresCluster;
let databaseUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'poxscan-cli-'));

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, produceBlocks: false, traffic: 'low', testHooks: true, logger });
  await devnet.hooks.produceBlocks(6);
  cluster = await startPostgres();
  databaseUrl = await cluster.createDatabase('cli_indexer');
});
afterAll(async () => {
  await devnet?.stop();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const context = (env: Record<string, string>, stopSignal = Promise.resolve()): CommandContext => ({
  env: readEnv({ POXSCAN_DATA_DIR: dataDir, ...env }),
  logger,
  stopSignal,
});

async function output(run: () => Promise<number>): Promise<{ code: number; text: string }> {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => chunks.push(String(chunk)) > 0);
  try {
    return { code: await run(), text: chunks.join('') };
  } finally {
    spy.mockRestore();
  }
}

describe('poxscan migrate, indexer and audit', () => {
  it('migrates the embedded database under POXSCAN_DATA_DIR', async () => {
    expect(await migrate.run([], context({}))).toBe(0);
    const db = await openDatabase({ dataDir: join(dataDir, 'db') });
    expect(await db.migrate()).toEqual([]);
    await db.close();
  });

  it('indexes until stopped, then the audit finds no difference', async () => {
    let stop!: () => void;
    const stopped = new Promise<void>((r) => {
      stop = r;
    });
    const env = { FULLNODE_URL: devnet.url, DATABASE_URL: databaseUrl };
    const running = indexer.run(['--batch-size', '2'], context(env, stopped));
    const db = await openDatabase({ url: databaseUrl });
    await expect
      .poll(
        async () => {
          const row = await sql<{ n: number; q: number }>`
          SELECT (SELECT block_num FROM sync_checkpoint)::int AS n, (SELECT count(*) FROM refresh_queue)::int AS q`
            .execute(db.kysely)
            .catch(() => undefined);
          return row?.rows[0]?.n === devnet.chain.headNumber && row.rows[0].q === 0;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);
    stop();
    expect(await running).toBe(0);

    const clean = await output(() => audit.run(['--sample', '5'], context(env)));
    expect(clean.code).toBe(0);
    expect(clean.text).toMatch(/\d+ checks, 0 differences\n$/);

    await db.kysely
      .updateTable('counters')
      .set({ value: sql`value + 1` })
      .where('name', '=', 'blocks')
      .execute();
    await db.close();
    const dirty = await output(() => audit.run([], context(env)));
    expect(dirty.code).toBe(1);
    expect(dirty.text).toMatch(/^counter blocks value: database \d+, expected \d+$/m);

    // The database starts at genesis: another start height is refused, the same one resumes.
    await expect(indexer.run(['--from-block', 'latest'], context(env))).rejects.toThrow(
      /already holds blocks 0 to \d+, so it cannot start at latest/,
    );
    await expect(indexer.run([], context({ ...env, FROM_BLOCK: '3' }))).rejects.toThrow(/cannot start at 3/);
    expect(await indexer.run(['--from-block', '0'], context(env))).toBe(0);
  });

  it('refuses bad options and a missing node', async () => {
    expect(await indexer.run([], context({}))).toBe(2);
    expect(await audit.run(['--sample', '0'], context({ FULLNODE_URL: devnet.url }))).toBe(2);
    await expect(indexer.run(['--batch-size', 'x'], context({ FULLNODE_URL: devnet.url }))).rejects.toThrow(
      /--batch-size/,
    );
    await expect(indexer.run(['--from-block', 'x'], context({ FULLNODE_URL: devnet.url }))).rejects.toThrow(
      /--from-block: a start block must be a block number/,
    );
  });

  it('draws a progress line with speed, ETA and lag', () => {
    const line = progressLine({
      state: 'catching_up',
      nodeHeadBlock: 1000,
      indexedBlock: 250,
      solidifiedBlock: 980,
      lagBlocks: 750,
      lagMs: 2_250_000,
      blocksPerSecond: 12.5,
      transactionsPerSecond: 3100,
      etaSeconds: 60,
      lastError: null,
      lastErrorAt: null,
      startedAt: 0,
    });
    expect(line).toBe(
      '[######..................] 25.0% block 250/1000  12.5 blk/s  3100 tx/s  ETA 1m0s  lag 750 blocks  catching_up',
    );
  });
});
