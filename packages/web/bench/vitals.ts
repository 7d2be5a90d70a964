import type { Page } from 'playwright-core';

/** What one page load measured in the page itself (all times in ms from navigation start). */
export interface PageVitals {
  fcp: number;
  lcp: number;
  cls: number;
  /** Σ (duration − 50 ms) of the main-thread tasks longer than 50 ms after FCP, until the page went quiet. */
  tbt: number;
  /** Script files the page requested before its first contentful paint. */
  scriptsBeforeFcp: string[];
}

/** Installed before any page script: buffers paint, LCP, layout-shift and long-task entries. */
export const OBSERVER_SCRIPT = `
  window.__vitals = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.lcp = e.renderTime || e.loadTime || e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

interface RawVitals {
  fcp: number;
  lcp: number;
  cls: number;
  longTasks: [number, number][];
  scripts: [string, number][];
}

/** Reads the vitals once the page has loaded and stayed quiet for `quietMs`. */
export async function readVitals(page: Page, quietMs: number): Promise<PageVitals> {
  await page.waitForLoadState('load', { timeout: 120_000 });
  await page.waitForTimeout(quietMs);
  const raw = (await page.evaluate(() => {
    const w = window as unknown as { __vitals: { lcp: number; cls: number; longTasks: [number, number][] } };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' || e.name.endsWith('.js'))
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => [new URL(e.name).pathname, e.startTime] as [string, number]);
    return { fcp, ...w.__vitals, scripts };
  })) as RawVitals;
  const tbt = raw.longTasks
    .filter(([start]) => start >= raw.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    fcp: raw.fcp,
    lcp: raw.lcp,
    cls: raw.cls,
    tbt,
    scriptsBeforeFcp: raw.scripts.filter(([, start]) => start < raw.fcp).map(([path]) => path),
  };
}

/**
 * Waits until `selector` matches, asking four times a second with a plain querySelector. Playwright's
 * role locators poll the accessibility tree on the page's main thread, and on the phone's 4× slower CPU
 * that polling added tens of milliseconds to the very boot being measured.
 */
export async function waitQuietlyFor(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => document.querySelector(s) !== null, selector, {
    polling: 250,
    timeout: 120_000,
  });
}
