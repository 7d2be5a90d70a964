import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, joinSharedShellSession, PHONE, type ShellSession } from '../shell/session.js';
import { eventually, getJson } from './data.js';

// The Data menu's pages (supply, rankings, charts) against the chain the explorer indexed, in
// Chromium at a desktop and a phone width.

interface Series {
  unit: string;
  points: { day: number; value: string }[];
}

let session: ShellSession;
beforeAll(async () => {
  session = await joinSharedShellSession();
  await eventually(
    async () =>
      (await getJson<{ latestBlock: number }>(session, '/api/status')).latestBlock > 25 ? true : undefined,
    180_000,
    '25 blocks',
  );
});
afterAll(async () => {
  await session?.close();
});

/** A statistics tile's exact amount (its title, in POX) as sun. */
async function tileSun(page: Page, label: string): Promise<bigint> {
  const title = await page
    .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd [title]')
    .first()
    .getAttribute('title', { timeout: 90_000 });
  const [whole, fraction = ''] = title!.replace(/[^0-9.]/g, '').split('.');
  return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

/** Nothing on the page is wider than the viewport (no cut figure, no sideways scroll). */
async function expectNoOverflow(page: Page) {
  // The root's clientWidth: on a phone, window.innerWidth widens to whatever overflows.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, BrowserContextOptions][])('the Data pages at %s width', (_width, options) => {
  it('POX Supply: the parts shown add up to the total shown, and say how they are computed', async () => {
    const { page, errors } = await session.open('/data/pox-supply', options);
    await page.getByRole('heading', { level: 1, name: 'POX Supply' }).waitFor();
    const total = await tileSun(page, 'Total supply');
    const parts = await Promise.all(
      [
        'Circulating',
        'Stake 2.0 for bandwidth',
        'Stake 2.0 for energy',
        'Stake 2.0 for votes only',
        'Stake 1.0 for bandwidth',
        'Stake 1.0 for energy',
        'Stake 1.0 for votes only',
        'Delegated',
        'Unstaking',
        'Unstaked, not withdrawn',
        'Unclaimed rewards',
      ].map((label) => tileSun(page, label)),
    );
    expect(total).toBeGreaterThan(0n);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
    // Each block credits its SR a reward it has not withdrawn yet: POX outside every balance and stake.
    expect(parts[10]).toBeGreaterThan(0n);
    // The devnet runs Stake 2.0 from its first block: Stake 1.0 is shown, as 0, and says why.
    expect(parts.slice(4, 7)).toEqual([0n, 0n, 0n]);
    const v1Tile = page.locator('dl > div', {
      has: page.locator('dt', { hasText: /^Stake 1\.0 for energy$/ }),
    });
    await expect.poll(() => v1Tile.innerText()).toContain('Chain runs Stake 2.0; old stakes count here');
    await expect
      .poll(() => page.getByRole('region', { name: 'How each figure is computed' }).innerText())
      .toContain('Stake 2.0');
    await page.getByRole('figure', { name: 'Fees burned' }).waitFor();
    await expectNoOverflow(page);
    expect(errors).toEqual([]);
  });

  it('Rankings: every list links to its entities; the SRs produced the blocks', async () => {
    const { page, errors } = await session.open('/data/rankings?window=7d', options);
    await page.getByRole('heading', { level: 1, name: 'Rankings' }).waitFor();
    const srs = page.getByRole('table', { name: 'SRs by blocks produced' });
    await srs.waitFor({ timeout: 90_000 });
    const first = srs.getByRole('row').nth(1);
    const blocks = Number((await first.getByRole('cell').nth(2).innerText()).replace(/[^0-9]/g, ''));
    expect(blocks).toBeGreaterThan(0);
    const href = await first.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/address-account\/T/);
    const balance = page.getByRole('table', { name: 'Accounts by balance' });
    expect(await balance.getByRole('row').count()).toBeGreaterThan(2);
    const token = page.getByRole('table', { name: 'Tokens by transfers' }).getByRole('link').first();
    expect(await token.getAttribute('href')).toMatch(/^\/(tokendetails\/|tokens\/pox)/);
    await expectNoOverflow(page);
    expect(errors).toEqual([]);
  });

  it('Charts: the daily transactions add up to the total; a range and a CSV per series', async () => {
    const { page, errors } = await session.open('/data/charts', options);
    await page.getByRole('heading', { level: 1, name: 'Charts' }).waitFor();
    await page.getByRole('figure', { name: 'Transactions' }).waitFor();
    // The series counts every indexed transaction (the devnet is indexed from genesis).
    await eventually(
      async () => {
        const [series, status] = await Promise.all([
          getJson<Series>(session, '/api/data/series/transactions'),
          getJson<{ transactions: number }>(session, '/api/status'),
        ]);
        const sum = series.points.reduce((n, p) => n + Number(p.value), 0);
        return sum === status.transactions ? true : undefined;
      },
      30_000,
      'the daily transactions to add up to the total',
    );
    await page.getByRole('link', { name: '7 days' }).click();
    await page.waitForURL(/\?range=7d$/);
    const panel = page.getByRole('region', { name: 'Transactions', exact: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('poxscan-transactions-7d.csv');
    const csv = await (await download.createReadStream()).toArray();
    const lines = Buffer.concat(csv).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('date,transactions (count)');
    const today = new Date().toISOString().slice(0, 10);
    expect(lines.at(-1)).toMatch(new RegExp(`^${today},[1-9][0-9]*$`));
    await panel.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(/\/data\/charts\/transactions\?range=7d$/);
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    await expectNoOverflow(page);
    expect(errors).toEqual([]);
  });
  it("Address analytics: an address's daily transactions and transfers add up to its counts", async () => {
    const top = await getJson<{ accountsByTransactionsSent: { address: string }[] }>(
      session,
      '/api/data/rankings?window=7d',
    );
    const address = top.accountsByTransactionsSent[0]!.address;
    await eventually(
      async () => {
        const [days, account] = await Promise.all([
          getJson<{ transactions: Series['points']; transfers: Series['points']; balance: Series['points'] }>(
            session,
            `/api/data/address/${address}`,
          ),
          getJson<{ transactionCount: number; transfersIn: number; transfersOut: number }>(
            session,
            `/api/account/detail?address=${address}`,
          ),
        ]);
        const sum = (points: Series['points']) => points.reduce((n, p) => n + Number(p.value), 0);
        return sum(days.transactions) === account.transactionCount &&
          sum(days.transfers) === account.transfersIn + account.transfersOut &&
          days.balance.length > 0
          ? true
          : undefined;
      },
      30_000,
      "the address's days to add up to its counts",
    );
    const { page, errors } = await session.open(`/address-account/${address}?tab=analytics`, options);
    for (const name of ['Balance (POX, closing)', 'Transactions per day', 'Token transfers per day'])
      await page.getByRole('figure', { name }).waitFor({ timeout: 60_000 });
    // Its data can take longer than the poll's default second on a loaded machine.
    await expect
      .poll(() => page.getByRole('figure', { name: 'Transactions per day' }).getAttribute('aria-busy'), {
        timeout: 30_000,
      })
      .toBe('false');
    await expectNoOverflow(page);
    expect(errors).toEqual([]);
  });
});
