// `npm run bench:web`: the JavaScript needed for the first paint of `/` (and which packages it holds),
// and LCP, TBT and CLS of `/` and `/exportdata/:address` on desktop and on a throttled phone, against
// `poxscan start` in Chromium.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@poxscan/test-support/chromium';
import type { Browser } from 'playwright-core';
import { startExplorer } from '../../../e2e/support/explorer.ts';
import { chunkSizes, packagesIn, totalsByKind } from './bundle.ts';
import { firstPaintScripts } from './firstPaint.ts';
import { applyThrottling, PROFILES, type Profile } from './profiles.ts';
import { OBSERVER_SCRIPT, type PageVitals, readVitals, waitQuietlyFor } from './vitals.ts';

const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(WEB_DIR, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const QUIET_MS = 3000;
const FIRST_PAINT_BUDGET_KB = 150;
const ROUTE_BUDGET_KB = 60;
const PAGES = ['/', '/exportdata/TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(browser: Browser, url: string, profile: Profile): Promise<PageVitals> {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    await applyThrottling(await context.newCDPSession(page), profile);
    await page.addInitScript(OBSERVER_SCRIPT);
    // Generous limits: on a shared 2-core machine a throttled load can take a while.
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await waitQuietlyFor(page, 'main h1');
    return await readVitals(page, QUIET_MS);
  } finally {
    await context.close();
  }
}

/** Heavy parts that must load only when a screen asks for them, never with the first paint. */
const NOT_ON_FIRST_PAINT = [
  'tronweb',
  'solc',
  'uplot',
  'ethers',
  '@noble/curves',
  'react-datepicker',
  'date-fns',
  'axios',
  '@codemirror/view',
];

/**
 * The shell (with the home heading) is the same on every route; the route's part is the page chunk a
 * screen's content needs, measured on home's content and on a page of the shell alone.
 */
function reportBundle(pageChunkPrefix: string, label: string): void {
  const scripts = firstPaintScripts(DIST, pageChunkPrefix);
  const chunks = chunkSizes(DIST, scripts);
  const totals = totalsByKind(chunks);
  console.log(`\nJavaScript for ${label} (gzip -9):`);
  for (const chunk of chunks)
    console.log(`  ${chunk.kind.padEnd(6)} ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.path}`);
  const verdict = totals.total <= FIRST_PAINT_BUDGET_KB * 1024 ? 'within budget' : 'OVER BUDGET';
  console.log(
    `  total ${kb(totals.total)} = vendor ${kb(totals.vendor)} + shell ${kb(totals.shell)} + route ${kb(totals.route)} (${FIRST_PAINT_BUDGET_KB} KB: ${verdict})`,
  );
  const packages = packagesIn(DIST, [...scripts.entry, ...scripts.route]);
  const heavy = packages.filter((name) => NOT_ON_FIRST_PAINT.includes(name));
  console.log(`  packages: ${packages.join(', ')}`);
  console.log(`  of ${NOT_ON_FIRST_PAINT.join(', ')}: ${heavy.length === 0 ? 'none' : heavy.join(', ')}`);
}

/** Every page chunk (named after its page component) and what it adds beyond the shell. */
function reportRoutes(): void {
  const pages = readdirSync(join(DIST, 'assets'))
    .filter((file) => /^[A-Z]\w*Page-[\w-]+\.js$/.test(file))
    .map((file) => file.slice(0, file.indexOf('-') + 1));
  console.log(`\nJavaScript each page adds beyond the shell (gzip -9), budget ${ROUTE_BUDGET_KB} KB:`);
  for (const prefix of pages.sort()) {
    const route = chunkSizes(DIST, firstPaintScripts(DIST, prefix)).filter((c) => c.kind === 'route');
    const bytes = route.reduce((sum, c) => sum + c.gzipBytes, 0);
    const verdict = bytes <= ROUTE_BUDGET_KB * 1024 ? '' : '  OVER BUDGET';
    console.log(
      `  ${prefix.slice(0, -1).padEnd(28)} ${kb(bytes).padStart(9)} in ${route.length} files${verdict}`,
    );
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build'))
    execFileSync('npx', ['vite', 'build'], { cwd: WEB_DIR, stdio: 'ignore' });
  reportBundle('HomeContent-', 'the first paint of / with its content (heading in the shell)');
  reportBundle('NotFoundPage-', 'the first paint of a page of the shell alone (page not found)');
  reportRoutes();
  const explorer = await startExplorer({ args: ['--traffic', 'off'] });
  const chromium = await launchChromium('full');
  try {
    console.log(`\n${RUNS} cold loads each, medians (LCP, TBT, FCP in ms):`);
    console.log('| page | profile | LCP | TBT | CLS | FCP |\n|---|---|---|---|---|---|');
    for (const path of PAGES) {
      for (const profile of PROFILES) {
        const runs: PageVitals[] = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(await measure(chromium.browser, `${explorer.baseUrl}${path}`, profile));
        const m = (pick: (v: PageVitals) => number) => median(runs.map(pick));
        console.log(
          `| ${path} | ${profile.name} | ${m((v) => v.lcp).toFixed(0)} | ${m((v) => v.tbt).toFixed(0)} | ${m((v) => v.cls).toFixed(3)} | ${m((v) => v.fcp).toFixed(0)} |`,
        );
      }
    }
  } finally {
    await chromium.close();
    await explorer.stop();
  }
}

// `npm run bench:web -- screens` runs the explorer screens' benchmark instead; `-- firstrow` the time to
// the first data row of the detail pages; `-- waterfall` one traced load.
if (process.argv[2] === 'screens') await import('./screens.ts');
else if (process.argv[2] === 'firstrow') await import('./firstRow.ts');
else if (process.argv[2] === 'waterfall') await import('./waterfall.ts');
else if (process.argv[2] === 'suggest') await import('./suggest.ts');
else await main();
