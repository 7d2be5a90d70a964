// `npm run bench:web -- screens`: the explorer screens' JavaScript beyond the shell, the home screen's
// LCP on a throttled phone with live data, and the longest main-thread task while new transactions
// stream into the home screen, against `poxscan start --traffic high` in Chromium.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@poxscan/test-support/chromium';
import type { Browser, Page } from 'playwright-core';
import { type RunningExplorer, startExplorer } from '../../../e2e/support/explorer.ts';
import { chunkSizes } from './bundle.ts';
import { firstPaintScripts } from './firstPaint.ts';
import { applyThrottling, PROFILES, type Profile } from './profiles.ts';
import { OBSERVER_SCRIPT, type PageVitals, readVitals, waitQuietlyFor } from './vitals.ts';

const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(WEB_DIR, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTE_BUDGET_KB = 60;
const LCP_BUDGET_MS = 1500;
const LONG_TASK_BUDGET_MS = 200;
const STREAMED_TRANSACTIONS = 100;

const SCREENS: [string, string][] = [
  ['/ (content; the heading is in the shell)', 'HomeContent-'],
  ['/blockchain/blocks', 'BlocksPage-'],
  ['/blockchain/block/blockdetails/:id', 'BlockDetailsPage-'],
  ['/blockchain/transactions', 'TransactionsPage-'],
  ['/transactiondetails/:id', 'TransactionDetailsPage-'],
  ['/blockchain/transfers', 'TransfersPage-'],
  ['/blockchain/accounts', 'AccountsPage-'],
  ['/blockchain/contracts', 'ContractsPage-'],
  ['/address-account/:id', 'AddressPage-'],
  ['/tokens', 'TokensPage-'],
  ['/tokendetails/:id', 'TokenDetailsPage-'],
  ['/tokens/pox', 'PoxTokenPage-'],
  ['/blockchain/node', 'NodePage-'],
  ['/data/pox-supply', 'PoxSupplyPage-'],
  ['/data/rankings', 'RankingsPage-'],
  ['/data/charts', 'ChartsPage-'],
  ['/data/charts/:id', 'SeriesPage-'],
];
/** Chunks loaded on demand inside a screen (never before its first paint). */
const ON_DEMAND: [string, string][] = [
  ['chart library (uPlot), when a chart nears the viewport', 'UplotChart-'],
  ['ABI codec, when a call, result or log is decoded', 'abiTools-'],
];

const kb = (bytes: number) => bytes / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

function reportBundles(): void {
  console.log(
    `\nJavaScript each screen adds beyond the shell before its first paint (gzip -9), budget ${ROUTE_BUDGET_KB} KB:`,
  );
  console.log('| route | KB | |\n|---|---|---|');
  for (const [route, prefix] of SCREENS) {
    const total = kb(
      chunkSizes(DIST, firstPaintScripts(DIST, prefix))
        .filter((c) => c.kind === 'route')
        .reduce((sum, c) => sum + c.gzipBytes, 0),
    );
    console.log(`| ${route} | ${total.toFixed(1)} | ${verdict(total <= ROUTE_BUDGET_KB)} |`);
  }
  const files = readdirSync(join(DIST, 'assets'));
  for (const [what, prefix] of ON_DEMAND) {
    const file = files.find((f) => f.startsWith(prefix) && f.endsWith('.js'));
    if (file === undefined) continue;
    const { gzipBytes } = chunkSizes(DIST, { entry: [], route: [`assets/${file}`] })[0]!;
    console.log(`On demand: ${what}: ${kb(gzipBytes).toFixed(1)} KB`);
  }
}

async function api<T>(explorer: RunningExplorer, key: string, path: string): Promise<T> {
  const response = await fetch(`${explorer.baseUrl}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return (await response.json()) as T;
}

async function openHome(browser: Browser, explorer: RunningExplorer, profile: Profile): Promise<Page> {
  const context = await browser.newContext(profile.context);
  const page = await context.newPage();
  await applyThrottling(await context.newCDPSession(page), profile);
  await page.addInitScript(OBSERVER_SCRIPT);
  await page.goto(`${explorer.baseUrl}/`, { waitUntil: 'commit', timeout: 120_000 });
  return page;
}

async function homeLcp(browser: Browser, explorer: RunningExplorer, profile: Profile): Promise<PageVitals> {
  const page = await openHome(browser, explorer, profile);
  try {
    // "With live data": the latest blocks are on screen (the page renders them as cards on a phone).
    await waitQuietlyFor(page, '[aria-label="Latest blocks"] a');
    return await readVitals(page, 2000);
  } finally {
    await page.context().close();
  }
}

/** Keeps the home screen open, showing each batch of new rows, until enough transactions have streamed in. */
async function longestTaskWhileStreaming(
  browser: Browser,
  explorer: RunningExplorer,
  key: string,
  profile: Profile,
) {
  const page = await openHome(browser, explorer, profile);
  try {
    await waitQuietlyFor(page, '[aria-label="Latest transactions"] a');
    await page.waitForTimeout(2000);
    await page.evaluate(() => {
      (window as unknown as { __vitals: { longTasks: unknown[] } }).__vitals.longTasks = [];
    });
    const count = async () =>
      (await api<{ transactions: number }>(explorer, key, '/api/status')).transactions;
    const start = await count();
    let shown = 0;
    while ((await count()) - start < STREAMED_TRANSACTIONS) {
      for (const notice of await page
        .getByRole('button', { name: / new (transactions?|blocks?) — show$/ })
        .all()) {
        await notice.click().catch(() => {});
        shown++;
      }
      await page.waitForTimeout(500);
    }
    const tasks = await page.evaluate(
      () => (window as unknown as { __vitals: { longTasks: [number, number][] } }).__vitals.longTasks,
    );
    return {
      streamed: (await count()) - start,
      shown,
      tasks: tasks.length,
      longest: Math.max(0, ...tasks.map(([, d]) => d)),
    };
  } finally {
    await page.context().close();
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build'))
    execFileSync('npx', ['vite', 'build'], { cwd: WEB_DIR, stdio: 'ignore' });
  reportBundles();
  const explorer = await startExplorer({ args: ['--traffic', 'high'] });
  const chromium = await launchChromium('full');
  try {
    const { apiKey } = await api<{ apiKey: string }>(explorer, '', '/config.json');
    while ((await api<{ transactions: number }>(explorer, apiKey, '/api/status')).transactions < 200)
      await new Promise((resolve) => setTimeout(resolve, 1000));

    console.log(
      `\nHome with live data, ${RUNS} cold loads each, medians (ms); LCP budget on mobile ${LCP_BUDGET_MS} ms:`,
    );
    console.log('| profile | LCP | FCP | TBT | CLS |\n|---|---|---|---|---|');
    for (const profile of PROFILES) {
      const runs: PageVitals[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await homeLcp(chromium.browser, explorer, profile));
      const m = (pick: (v: PageVitals) => number) => median(runs.map(pick));
      const budget = profile.name === 'mobile' ? ` (${verdict(m((v) => v.lcp) <= LCP_BUDGET_MS)})` : '';
      console.log(
        `| ${profile.name} | ${m((v) => v.lcp).toFixed(0)}${budget} | ${m((v) => v.fcp).toFixed(0)} | ${m((v) => v.tbt).toFixed(0)} | ${m((v) => v.cls).toFixed(3)} |`,
      );
    }

    console.log(
      `\nLongest main-thread task while ${STREAMED_TRANSACTIONS}+ new transactions stream into home (budget ${LONG_TASK_BUDGET_MS} ms):`,
    );
    for (const profile of PROFILES) {
      const r = await longestTaskWhileStreaming(chromium.browser, explorer, apiKey, profile);
      console.log(
        `  ${profile.name}: ${r.streamed} transactions streamed, ${r.shown} "N new" merges shown, ${r.tasks} tasks over 50 ms, longest ${r.longest.toFixed(0)} ms (${verdict(r.longest <= LONG_TASK_BUDGET_MS)})`,
      );
    }
  } finally {
    await chromium.close();
    await explorer.stop();
  }
}

await main();
