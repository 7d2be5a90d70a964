// `npm run bench:web -- firstrow`: time from navigation to the first data row of the block, transaction
// and address pages (their overview filled in), cold, on desktop and on a throttled phone, against
// `poxscan start --traffic low` in Chromium. The route loaders start a page's data while its code
// downloads; this is the figure they move, so each page is measured with the loaders off (a build
// without them, bench/loadersOff.config.ts) and then on (the app as shipped), on the same chain.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@poxscan/test-support/chromium';
import type { Browser } from 'playwright-core';
import { type RunningExplorer, startExplorer } from '../../../e2e/support/explorer.ts';
import { applyThrottling, PROFILES, type Profile } from './profiles.ts';

const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_ROW = 'main dl[aria-busy="false"] dd';

const VARIANTS = [
  { name: 'loaders off', viteArgs: ['--config', 'bench/loadersOff.config.ts'] },
  { name: 'loaders on', viteArgs: [] },
] as const;

/** Median and range of a set of runs: `812 (640–1,020)`. */
function spread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (v: number | undefined) => (v ?? 0).toLocaleString('en-US', { maximumFractionDigits: 0 });
  return `${ms(sorted[Math.floor(sorted.length / 2)])} (${ms(sorted[0])}–${ms(sorted.at(-1))})`;
}

const build = (viteArgs: readonly string[]) =>
  execFileSync('npx', ['vite', 'build', ...viteArgs], { cwd: WEB_DIR, stdio: 'ignore' });

/** Milliseconds from navigation start until the page shows its first data row. */
async function timeToFirstRow(browser: Browser, url: string, profile: Profile): Promise<number> {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    await applyThrottling(await context.newCDPSession(page), profile);
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForSelector(FIRST_ROW, { timeout: 120_000 });
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}

/** A block, a transaction and its sender, once the simulated users have made one. */
async function samplePaths(explorer: RunningExplorer): Promise<[string, string][]> {
  const { apiKey } = (await (await fetch(`${explorer.baseUrl}/config.json`)).json()) as { apiKey: string };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${explorer.baseUrl}/api/transaction`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 1 }),
    });
    const [tx] =
      ((await response.json()) as { items?: { hash: string; blockNumber: number; from: string }[] }).items ??
      [];
    if (tx)
      return [
        ['block', `/blockchain/block/blockdetails/${tx.blockNumber}`],
        ['transaction', `/transactiondetails/${tx.hash}`],
        ['address', `/address-account/${tx.from}`],
      ];
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no transaction was indexed within 120 s');
}

// The explorer serves the app only if a build is there when it starts.
build(VARIANTS[0].viteArgs);
// A shared machine can take minutes to start the stack.
const explorer = await startExplorer({ args: ['--traffic', 'low'], readyTimeoutMs: 600_000 });
const chromium = await launchChromium('full');
const results = new Map<string, string>();
try {
  const paths = await samplePaths(explorer);
  // The server re-reads the app's page when the build changes, so one explorer serves both builds.
  for (const [i, variant] of VARIANTS.entries()) {
    if (i > 0) build(variant.viteArgs);
    for (const [name, path] of paths) {
      for (const profile of PROFILES) {
        const runs: number[] = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(await timeToFirstRow(chromium.browser, `${explorer.baseUrl}${path}`, profile));
        results.set(`${name} ${profile.name} ${variant.name}`, spread(runs));
      }
    }
  }
  console.log(`\n${RUNS} cold loads each, time to the first data row in ms, median (min–max):`);
  console.log(`| page | profile | ${VARIANTS.map((v) => v.name).join(' | ')} |\n|---|---|---|---|`);
  for (const [name] of paths)
    for (const profile of PROFILES)
      console.log(
        `| ${name} | ${profile.name} | ${VARIANTS.map((v) => results.get(`${name} ${profile.name} ${v.name}`)).join(' | ')} |`,
      );
} finally {
  await chromium.close();
  await explorer.stop();
}
