import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, getJson } from '../explorer/data.js';
import { connectTestAccount } from '../governance/session.js';
import { DESKTOP, joinSharedShellSession, PHONE, type ShellSession } from '../shell/session.js';
import { layoutProblems } from './inspect.js';
import { type LayoutRoute, layoutRoutes } from './routes.js';

/** Enough chain for full lists and a live notice on every live list. */
const MIN_BLOCKS = 12;
const SETTLE_MS = 800;
const LIVE_WAIT_MS = 8000;
/** Tabs visiting the routes of one viewport at the same time. */
const TABS = 3;
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** The app's day labels never break between month and day. */
const dayLabel = (time: number) => DAY.format(time).replace(' ', '\u00a0');

const VIEWPORTS = [
  ['1280x800', { ...DESKTOP, viewport: { width: 1280, height: 800 } }, false],
  ['1440x900', { ...DESKTOP, viewport: { width: 1440, height: 900 } }, false],
  ['390x844', PHONE, true],
] as const;

let session: ShellSession;
let routes: LayoutRoute[];
beforeAll(async () => {
  session = await joinSharedShellSession();
  await eventually(
    async () =>
      (await getJson<{ latestBlock: number }>(session, '/api/status')).latestBlock >= MIN_BLOCKS
        ? true
        : undefined,
    120_000,
    `${MIN_BLOCKS} blocks`,
  );
  routes = await layoutRoutes(session);
});
afterAll(async () => {
  await session?.close();
});

describe('the layout of every route', () => {
  it.each(VIEWPORTS)(
    'at %s cuts nothing off, breaks no number and covers no table header',
    async (name, options, phone) => {
      // Each route is checked in a tab of its own viewport, a few tabs at a time; the findings are
      // reported in route order whichever tab finished first.
      const findings: string[][] = [];
      let next = 0;
      const visitInOneTab = async () => {
        const { page } = await session.open('/', options);
        for (let index = next++; index < routes.length; index = next++) {
          const route = routes[index]!;
          await page.goto(`${session.explorer.baseUrl}${route.path}`);
          await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
          // A live list is checked with its "N new … — show" notice up when the chain gives it one in
          // time, where the notice could cover the list.
          if (route.live)
            await page
              .getByRole('button', { name: /new .* — show$/ })
              .first()
              .waitFor({ timeout: LIVE_WAIT_MS })
              .catch(() => undefined);
          await page.waitForTimeout(SETTLE_MS);
          findings[index] = (await layoutProblems(page, { phone, tablesFit: !phone })).map(
            (problem) => `${route.path} at ${name}: ${problem.kind}: ${problem.element} ${problem.detail}`,
          );
        }
      };
      await Promise.all(Array.from({ length: TABS }, visitInOneTab));
      const found = findings.flat();
      expect(found, found.join('\n')).toEqual([]);
    },
    600_000,
  );

  it('at 1024x768, between phone and wide desktop, keeps every header button in view', async () => {
    const { page } = await session.open('/', { ...DESKTOP, viewport: { width: 1024, height: 768 } });
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const found = await layoutProblems(page, { phone: false, tablesFit: false, root: 'header' });
    expect(found.map((p) => `${p.kind}: ${p.element} ${p.detail}`)).toEqual([]);
  });

  it("keeps the ballot's Remove button to its own width at 1280 and 390 px", async () => {
    const { page } = await session.open('/governance/votes', {
      ...DESKTOP,
      viewport: { width: 1280, height: 800 },
    });
    await connectTestAccount(page);
    await page
      .getByRole('button', { name: /^Vote for / })
      .first()
      .click();
    const ballot = page.getByRole('form', { name: 'Cast your votes' });
    // The ballot may already hold the account's earlier votes: any one Remove shows the rule.
    const remove = ballot.getByRole('button', { name: /^Remove / }).first();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.waitForTimeout(SETTLE_MS);
      const button = (await remove.boundingBox())!;
      const line = (await remove.locator('xpath=ancestor::li[1]').boundingBox())!;
      // A stretched button takes the row's spare width; its own is that of its word.
      expect(
        button.width,
        `at ${width}: Remove is ${button.width} px in a ${line.width} px row`,
      ).toBeLessThan(160);
    }
  });

  it('waits for a transaction not indexed yet without a console error', async () => {
    const { page } = await session.open('/', DESKTOP);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${session.explorer.baseUrl}/transactiondetails/${'ab'.repeat(32)}`);
    await page.getByText(/is not in the explorer's index \(yet\)/).waitFor();
    // Long enough for the page to look again twice (every 3 s).
    await page.waitForTimeout(7000);
    expect(errors).toEqual([]);
  });

  it('labels the home charts with the days of their data', async () => {
    const { page } = await session.open('/', DESKTOP);
    const tx = await getJson<{ daily: { day: number }[] }>(session, '/api/transaction/stats');
    const accounts = await getJson<{ dailyNewAccounts: { day: number }[] }>(session, '/api/account/stats');
    const price = await getJson<{ points: { time: number }[] }>(session, '/api/priceChart?days=30');
    const charts: [string, number[]][] = [
      ['POX price (30 days)', price.points.map((p) => p.time)],
      ['Transactions (14 days)', tx.daily.slice(-14).map((d) => d.day)],
      ['New addresses (14 days)', accounts.dailyNewAccounts.slice(-14).map((d) => d.day)],
    ];
    for (const [title, times] of charts) {
      const days = times.map(dayLabel);
      const figure = page.getByRole('figure', { name: title });
      await figure.scrollIntoViewIfNeeded();
      if (times.length === 1) {
        // The chart's code loads once it scrolls into view: as long as the plot's wait below allows.
        await expect
          .poll(() => figure.textContent(), { timeout: 30_000 })
          .toContain(`One day of data so far:`);
        expect(await figure.textContent(), title).toContain(` on ${days[0]}.`);
        continue;
      }
      const plot = figure.locator('[data-x-ticks]');
      await plot.waitFor();
      const ticks = ((await plot.getAttribute('data-x-ticks')) ?? '').split('|');
      expect(ticks.length, title).toBeGreaterThan(1);
      for (const tick of ticks) expect(days, `${title}: tick ${tick}`).toContain(tick);
      expect(ticks.at(-1), title).toBe(days.at(-1));
    }
  });

  it("answers a path of no screen with 404 and the app's not-found page", async () => {
    const response = await fetch(`${session.explorer.baseUrl}/no/such/page`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    const known = await fetch(`${session.explorer.baseUrl}/blockchain/blocks`, {
      headers: { accept: 'text/html' },
    });
    expect(known.status).toBe(200);
    const { page } = await session.open('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });
});
