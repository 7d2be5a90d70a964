import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, joinSharedShellSession, PHONE, type ShellSession } from '../shell/session.js';
import { eventually, getJson, prc20Token, type TokenRow } from './data.js';

let session: ShellSession;
let token: TokenRow;
beforeAll(async () => {
  session = await joinSharedShellSession();
  // More holders than the ten listed, so that "Others" has a share too.
  token = await eventually(async () => {
    const t = await prc20Token(session);
    return t.holders > 11 ? t : undefined;
  }, 180_000);
});
afterAll(async () => {
  await session?.close();
});

/** The listed tokens as the screen shows them, each cell by its column's name (table or cards). */
function listedTokens(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() => {
    const table = document.querySelector('table[aria-label="Tokens"]');
    if (table) {
      const names = [...table.querySelectorAll('th')].map((th) =>
        th.textContent!.replace(/[↑↓↕]/g, '').trim(),
      );
      return [...table.querySelectorAll('tbody tr:not([data-testid="skeleton-row"])')].map((tr) =>
        Object.fromEntries([...tr.querySelectorAll('td')].map((td, i) => [names[i], td.textContent!.trim()])),
      );
    }
    return [
      ...document.querySelectorAll('ul[aria-label="Tokens"] > li:not([data-testid="skeleton-row"])'),
    ].map((li) =>
      Object.fromEntries(
        [...li.querySelectorAll('dt')].map((dt) => [
          dt.textContent!.trim(),
          dt.nextElementSibling!.textContent!.trim(),
        ]),
      ),
    );
  });
}

const count = (text: string | undefined) => Number(text!.replaceAll(',', ''));

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, BrowserContextOptions][])('token lists (%s)', (_, viewport) => {
  it('lists every standard in the All tab with issuer and creation time', async () => {
    const { page, errors } = await session.open('/tokens', viewport);
    await page.getByRole('tab', { name: 'All' }).click();
    await page.waitForURL(/tab=all/);
    const main = page.getByRole('main');
    // Each standard is a tab, and with All, the standard of some row too. The first tab's
    // rows (PRC20 only) stay on screen until All's arrive, so wait for a PRC10 row.
    await main.getByText('PRC10', { exact: true }).nth(1).waitFor();
    expect(await main.getByText(/ ago$/).count()).toBeGreaterThan(0);
    expect(await main.getByText('Issuer / creator').count()).toBeGreaterThan(0);
    expect(await main.getByText('PRC20', { exact: true }).count()).toBeGreaterThan(1);
    expect(page.url()).toContain('tab=all');
    expect(errors).toEqual([]);
  });

  it("splits a token's supply between its top holders and the others, 100.00 % in all", async () => {
    const { page } = await session.open(`/tokendetails/${token.id}?tab=holders`, viewport);
    const figure = page.getByRole('figure', { name: 'Distribution of the supply' });
    await figure.waitFor();
    const items = await figure.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(11);
    expect(items.at(-1)).toMatch(/^Others \(\d{1,3}(,\d{3})* holders\) /);
    const hundredths = items.map((t) => Math.round(Number(/([\d.]+)%$/.exec(t)![1]) * 100));
    expect(hundredths.reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it('sorts by holders the other way round from a header, in the URL, with the 24 h transfers beside', async () => {
    const { page, errors } = await session.open('/tokens?tab=all', viewport);
    // The first tab's rows (or skeletons) stand until All's arrive: wait for a PRC10 row.
    await expect
      .poll(async () => (await listedTokens(page)).some((row) => row.Standard === 'PRC10'), {
        timeout: 30_000,
      })
      .toBe(true);
    const before = await listedTokens(page);
    expect(before.length).toBeGreaterThan(1);
    for (const row of before) {
      expect(row['Transfers (24 h)']).toMatch(/^\d[\d,]*$/);
      expect(count(row['Transfers (24 h)'])).toBeLessThanOrEqual(count(row.Transfers));
    }
    // The traffic moves tokens all the time: some moved within the day.
    expect(before.some((row) => count(row['Transfers (24 h)']) > 0)).toBe(true);
    const holders = (rows: Record<string, string>[]) => rows.map((row) => count(row.Holders));
    expect(holders(before)).toEqual([...holders(before)].sort((a, b) => b - a));
    const sorter =
      viewport === PHONE
        ? page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Holders' })
        : page.getByRole('columnheader', { name: 'Holders' }).getByRole('button');
    if (viewport !== PHONE) {
      await expect
        .poll(() => page.getByRole('columnheader', { name: 'Holders' }).getAttribute('aria-sort'))
        .toBe('descending');
    }
    await sorter.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/sort=holders&order=asc/);
    // Until the sorted page arrives, the previous rows (or skeletons, which are left out) stand.
    const names = (rows: Record<string, string>[]) => rows.map((row) => row.Token).join('\n');
    await expect
      .poll(
        async () => {
          const rows = await listedTokens(page);
          return rows.length > 0 && names(rows) !== names(before);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const after = await listedTokens(page);
    expect(holders(after)).toEqual([...holders(after)].sort((a, b) => a - b));
    if (viewport !== PHONE) {
      expect(await page.getByRole('columnheader', { name: 'Holders' }).getAttribute('aria-sort')).toBe(
        'ascending',
      );
      expect(await page.getByRole('columnheader', { name: 'Total supply' }).getByRole('button').count()).toBe(
        0,
      );
    } else {
      expect(await sorter.getAttribute('aria-pressed')).toBe('true');
    }
    expect(errors).toEqual([]);
  });

  it("charts the token's transfers per day since its first", async () => {
    const days = await getJson<{ transfers: { day: number; value: number }[] }>(
      session,
      `/api/data/token/${token.id}`,
    );
    expect(days.transfers.length).toBeGreaterThan(0);
    const { page, errors } = await session.open(`/tokendetails/${token.id}`, viewport);
    const figure = page.getByRole('figure', { name: 'Transfers per day' });
    await figure.waitFor();
    if (days.transfers.length === 1) {
      // A fresh chain has one day: said in words, with that day's real count.
      const label = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      })
        .format(days.transfers[0]!.day)
        .replace(' ', '\u00a0');
      // Its data can take longer than the poll's default second on a loaded machine.
      await expect
        .poll(() => figure.textContent(), { timeout: 30_000 })
        .toMatch(new RegExp(`^One day of data so far: [\\d,]+ on ${label}\\.$`));
      expect(count(/: ([\d,]+) on/.exec((await figure.textContent())!)![1])).toBeGreaterThanOrEqual(
        days.transfers[0]!.value,
      );
    } else {
      await figure.scrollIntoViewIfNeeded();
      await figure.locator('canvas').first().waitFor();
    }
    expect(errors).toEqual([]);
  });
});
