// `npm run bench:web -- suggest`: how long the header's search box takes to show suggestions, from the
// key that makes the term, in Chromium on the desktop profile, against `poxscan start --traffic high`.
// BENCH_RUNS sets the rounds (default 5); BENCH_VERBOSE=1 prints each term's time.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@poxscan/test-support/chromium';
import type { Page } from 'playwright-core';
import { type RunningExplorer, startExplorer } from '../../../e2e/support/explorer.ts';
import { PROFILES } from './profiles.ts';

const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_MS = 150;
const ROUNDS = Number(process.env.BENCH_RUNS ?? 5);

async function api<T>(explorer: RunningExplorer, key: string, path: string): Promise<T> {
  const response = await fetch(`${explorer.baseUrl}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return (await response.json()) as T;
}

/**
 * Two-character terms (the fewest the box suggests for, and the widest prefixes): block numbers, block
 * hash and address prefixes, token symbols. With one character the list is closed, so the first
 * suggestions after the second key are the answer for the whole term.
 */
async function terms(explorer: RunningExplorer, key: string): Promise<string[]> {
  const blocks = await api<{ items: { number: number; hash: string; witnessAddress: string }[] }>(
    explorer,
    key,
    '/api/getblocks?page=1&limit=10',
  );
  const tokens = await api<{ items: { symbol: string | null }[] }>(
    explorer,
    key,
    '/token/getTokens?type=all&limit=10&pageNo=1',
  );
  const all = [
    ...blocks.items.flatMap((b) => [String(b.number), b.hash, b.witnessAddress]),
    ...tokens.items.flatMap((t) => (t.symbol === null ? [] : [t.symbol])),
  ];
  return [...new Set(all.filter((t) => t.length >= 2).map((t) => t.slice(0, 2)))];
}

/**
 * Resolves `window.__shown` with the milliseconds from the next key down to the first suggestion (or
 * the list's own "Nothing found") on screen. A string, so the bundler's helpers do not leak into it.
 */
const WATCH_SCRIPT = `
  window.__shown = new Promise((resolve) => {
    let typed;
    const list = '[role="listbox"][aria-label="Search suggestions"]';
    const answer = list + ' [role="option"], ' + list + ' + [role="status"]';
    const observer = new MutationObserver(() => {
      if (typed !== undefined && document.querySelector(answer) !== null) {
        observer.disconnect();
        resolve(performance.now() - typed);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('keydown', () => { typed = performance.now(); }, { once: true, capture: true });
  });
  // Not the promise itself: evaluate would wait for it.
  undefined;
`;

/** Milliseconds from the term's last key to the first suggestion on screen, measured in the page. */
async function timeToList(page: Page, term: string): Promise<number> {
  const box = page.getByRole('searchbox', { name: 'Search by block, transaction, address or token' });
  await box.fill('');
  await page.keyboard.press('Escape');
  await box.click();
  await box.press(term[0]!);
  // One character suggests nothing, so the list is closed before the second key.
  const open = await page.evaluate<boolean>(
    `document.querySelector('[role="listbox"][aria-label="Search suggestions"] [role="option"]') !== null`,
  );
  if (open) throw new Error(`suggestions for one character of ${term}`);
  await page.evaluate(WATCH_SCRIPT);
  await box.press(term.at(-1)!);
  // No answer within 5 s counts as a miss, reported beside the times.
  return page.evaluate<number>(
    'Promise.race([window.__shown, new Promise((resolve) => setTimeout(() => resolve(-1), 5000))])',
  );
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build'))
    execFileSync('npx', ['vite', 'build'], { cwd: WEB_DIR, stdio: 'ignore' });
  const explorer = await startExplorer({ args: ['--traffic', 'high'] });
  const chromium = await launchChromium('full');
  try {
    const { apiKey } = await api<{ apiKey: string }>(explorer, '', '/config.json');
    while ((await api<{ transactions: number }>(explorer, apiKey, '/api/status')).transactions < 200)
      await new Promise((resolve) => setTimeout(resolve, 1000));
    const list = await terms(explorer, apiKey);
    const desktop = PROFILES.find((p) => p.name === 'desktop')!;
    const times: number[] = [];
    const misses: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // A new context per round: a term asked before would come from the page's query cache.
      const context = await chromium.browser.newContext(desktop.context);
      const page = await context.newPage();
      await page.goto(`${explorer.baseUrl}/`);
      for (const term of list) {
        const ms = await timeToList(page, term);
        if (ms < 0) misses.push(term);
        else times.push(ms);
        if (process.env.BENCH_VERBOSE) console.log(`  ${term}: ${ms.toFixed(0)} ms`);
      }
      await context.close();
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(
      `\nSuggestions on screen after the term's last key, ${times.length} terms (${list.join(', ')}, ${ROUNDS} rounds): ` +
        `p50 ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${at(1).toFixed(0)} ms ` +
        `(budget ${BUDGET_MS} ms: ${at(0.9) <= BUDGET_MS ? 'within' : 'OVER'} at p90)` +
        `; no answer within 5 s: ${misses.length === 0 ? 'none' : misses.join(', ')}`,
    );
  } finally {
    await chromium.close();
    await explorer.stop();
  }
}

await main();
