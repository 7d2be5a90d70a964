import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { type RunningExplorer, startExplorer } from './support/explorer.ts';

interface RuntimeConfig {
  apiKey: string;
  networkName: string;
  devnet: boolean;
}

const running: RunningExplorer[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'poxscan-start-'));
afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function getJson<T>(url: string, apiKey?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url, apiKey ? { headers: { authorization: `Bearer ${apiKey}` } } : {});
  return { status: response.status, body: (await response.json()) as T };
}

async function indexedHeight(explorer: RunningExplorer, apiKey: string): Promise<number> {
  const { status, body } = await getJson<{ latestBlock: number }>(`${explorer.baseUrl}/api/status`, apiKey);
  expect(status).toBe(200);
  return body.latestBlock;
}

async function waitForHeight(explorer: RunningExplorer, apiKey: string, atLeast: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const height = await indexedHeight(explorer, apiKey);
    if (height >= atLeast) return height;
    if (Date.now() > deadline) throw new Error(`indexed height stayed at ${height}, below ${atLeast}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test('poxscan start serves the web app and an API over a devnet it indexes, and resumes after a restart', async () => {
  const first = await startExplorer({ dataDir, args: ['--block-time-ms', '300', '--traffic', 'low'] });
  running.push(first);

  const { body: config } = await getJson<RuntimeConfig>(`${first.baseUrl}/config.json`);
  expect(config.networkName).toBe('Yuvi Testnet');
  expect(config.devnet).toBe(true);
  expect(config.apiKey).toMatch(/^[0-9a-f]{64}$/);

  // A browser navigation asks for HTML; the SPA answers every screen's route with its shell.
  const page = await fetch(`${first.baseUrl}/blockchain/blocks`, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root"></div>');

  expect((await fetch(`${first.baseUrl}/api/status`)).status).toBe(401);
  const nodeBlock = await getJson<{ block_header: { raw_data: { number?: number } } }>(
    `${first.devnetUrl}/wallet/getnowblock`,
  );
  const heightBeforeStop = await waitForHeight(first, config.apiKey, 5);
  expect(nodeBlock.body.block_header.raw_data.number ?? 0).toBeGreaterThan(0);

  // The devnet has no market: the price is the testnet's configured one, and says so.
  const { body: price } = await getJson<{ available: boolean; usd: number; testnet: boolean }>(
    `${first.baseUrl}/api/getprice`,
    config.apiKey,
  );
  expect(price).toMatchObject({ available: true, usd: 0.0125, testnet: true });
  const { body: chart } = await getJson<{ testnet: boolean; points: unknown[] }>(
    `${first.baseUrl}/api/priceChart?days=7`,
    config.apiKey,
  );
  expect(chart.testnet).toBe(true);
  expect(chart.points.length).toBeGreaterThanOrEqual(7);

  await first.stop();
  expect(first.process.exitCode).toBe(0);

  const second = await startExplorer({
    dataDir: first.dataDir,
    args: ['--block-time-ms', '300', '--traffic', 'low'],
  });
  running.push(second);
  const { body: again } = await getJson<RuntimeConfig>(`${second.baseUrl}/config.json`);
  expect(again.apiKey).toBe(config.apiKey);
  expect(await indexedHeight(second, again.apiKey)).toBeGreaterThanOrEqual(heightBeforeStop);
  await waitForHeight(second, again.apiKey, heightBeforeStop + 3);
});
