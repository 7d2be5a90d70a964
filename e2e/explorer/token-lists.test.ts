import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type ShellSession, startShellSession } from '../shell/session.js';
import { eventually, prc20Token, type TokenRow } from './data.js';

let session: ShellSession;
let token: TokenRow;
beforeAll(async () => {
  session = await startShellSession({ args: ['--traffic', 'high'] });
  // More holders than the ten listed, so that "Others" has a share too.
  token = await eventually(async () => {
    const t = await prc20Token(session);
    return t.holders > 11 ? t : undefined;
  }, 180_000);
});
afterAll(async () => {
  await session?.close();
});

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
    expect(items.at(-1)).toMatch(/^Others \(\d+ holders\) /);
    const hundredths = items.map((t) => Math.round(Number(/([\d.]+)%$/.exec(t)![1]) * 100));
    expect(hundredths.reduce((a, b) => a + b, 0)).toBe(10_000);
  });
});
