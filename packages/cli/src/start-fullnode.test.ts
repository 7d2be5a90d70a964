import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Devnet, startDevnet } from '@poxscan/devnet';
import { freePort } from '@poxscan/test-support/ports';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command as start } from './commands/start.js';
import { readEnv } from './config.js';

const logger = pino({ level: 'silent' });
const dataDir = mkdtempSync(join(tmpdir(), 'poxscan-remote-'));
let devnet: Devnet;

beforeAll(async () => {
  // Any java-tron-compatible node will do; this one is local and holds still.
  devnet = await startDevnet({ port: 0, produceBlocks: false, traffic: 'low', testHooks: true, logger });
  await devnet.hooks.produceBlocks(8);
});
afterAll(async () => {
  await devnet?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('poxscan start --fullnode', () => {
  it('runs the indexer and the API against the node, from the block asked for', async () => {
    const port = await freePort();
    let stop!: () => void;
    const stopSignal = new Promise<void>((r) => {
      stop = r;
    });
    const env = readEnv({ POXSCAN_DATA_DIR: dataDir, PORT: String(port), API_KEYS: 'remote-key' });
    const running = start.run(['--fullnode', devnet.url, '--from-block', '3'], { env, logger, stopSignal });
    const status = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/status`, {
        headers: { authorization: 'Bearer remote-key' },
      }).catch(() => undefined);
      return response?.ok
        ? ((await response.json()) as { latestBlock: number; indexedFrom: number | null })
        : undefined;
    };
    await expect
      .poll(async () => (await status())?.latestBlock, { timeout: 60_000, interval: 250 })
      .toBe(devnet.chain.headNumber);
    expect(await status()).toMatchObject({ indexedFrom: 3, indexer: { error: null } });
    stop();
    expect(await running).toBe(0);
  }, 90_000);

  it('refuses node options that do not make sense', async () => {
    const env = readEnv({ POXSCAN_DATA_DIR: dataDir });
    const context = { env, logger, stopSignal: Promise.resolve() };
    await expect(start.run(['--from-block', '5'], context)).rejects.toThrow(/--from-block need --fullnode/);
    await expect(start.run(['--fullnode', 'ftp://node'], context)).rejects.toThrow(
      /--fullnode must be an http\(s\) URL/,
    );
    await expect(start.run(['--fullnode', devnet.url, '--from-block', 'soon'], context)).rejects.toThrow(
      /--from-block: a start block must be/,
    );
  });
});
