// `npm run bench:web -- waterfall <base URL> [desktop|mobile]`: one cold load of home on a running
// explorer, printed as a request waterfall with the paints, the LCP candidates and each layout shift
// with the elements it moved. A diagnostic for the figures of run.ts and screens.ts, not a benchmark.
import { launchChromium } from '@poxscan/test-support/chromium';
import { applyThrottling, PROFILES } from './profiles.ts';
import { waitQuietlyFor } from './vitals.ts';

const TRACE_SCRIPT = `
  window.__trace = { lcp: [], shifts: [] };
  const describe = (node) => node
    ? node.nodeName + (typeof node.className === 'string' && node.className ? '.' + node.className.split(' ')[0] : '')
      + ' "' + (node.textContent || '').trim().slice(0, 30) + '"'
    : '?';
  const rect = (r) => 'y ' + Math.round(r.y) + ' h ' + Math.round(r.height);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__trace.lcp.push([e.startTime, e.size, describe(e.element)]);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__trace.shifts.push([e.startTime, e.value, e.sources
        .map((s) => describe(s.node) + ' ' + rect(s.previousRect) + ' → ' + rect(s.currentRect)).join(' | ')]);
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Trace {
  /** path, start, request sent, first byte, end, bytes on the wire (ms from navigation start). */
  requests: [string, number, number, number, number, number][];
  paints: [string, number][];
  lcp: [number, number, string][];
  shifts: [number, number, string][];
}

const [baseUrl, profileName = 'mobile'] = process.argv.slice(3);
const profile = PROFILES.find((p) => p.name === profileName);
if (baseUrl === undefined || profile === undefined)
  throw new Error('usage: npm run bench:web -- waterfall <base URL> [desktop|mobile]');

const chromium = await launchChromium('full');
try {
  const context = await chromium.browser.newContext(profile.context);
  const page = await context.newPage();
  await applyThrottling(await context.newCDPSession(page), profile);
  await page.addInitScript(TRACE_SCRIPT);
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit', timeout: 120_000 });
  await waitQuietlyFor(page, '[aria-label="Latest blocks"] a');
  await page.waitForTimeout(2000);
  const trace = (await page.evaluate(() => {
    const t = (window as unknown as { __trace: Pick<Trace, 'lcp' | 'shifts'> }).__trace;
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const requests = entries.map((e) => [
      new URL(e.name).pathname,
      e.startTime,
      e.requestStart,
      e.responseStart,
      e.responseEnd,
      e.encodedBodySize,
    ]);
    const paints = performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]);
    return { ...t, requests, paints };
  })) as Trace;
  const ms = (n: number) => n.toFixed(0).padStart(6);
  console.log(`${profile.name}:  start   sent  first    end   bytes  path`);
  for (const [path, start, sent, first, end, bytes] of trace.requests.sort((a, b) => a[1] - b[1]))
    console.log(`${ms(start)} ${ms(sent)} ${ms(first)} ${ms(end)} ${String(bytes).padStart(7)}  ${path}`);
  for (const [name, at] of trace.paints) console.log(`${ms(at)}  ${name}`);
  for (const [at, size, element] of trace.lcp) console.log(`${ms(at)}  LCP candidate ${size} px² ${element}`);
  for (const [at, value, sources] of trace.shifts)
    console.log(`${ms(at)}  layout shift ${value.toFixed(4)}: ${sources}`);
} finally {
  await chromium.close();
}
