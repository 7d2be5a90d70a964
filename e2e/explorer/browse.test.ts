import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSharedShellSession, PHONE, type ShellSession } from '../shell/session.js';
import { eventually, getJson, prc20Token, transactionsOfTypes } from './data.js';

/** The contract types a visitor meets most, with the heading of their contract panel. */
const MAJOR_TYPES: [string, string][] = [
  ['TransferContract', 'Contract: Transfer'],
  ['TransferAssetContract', 'Contract: PRC10 Transfer'],
  ['TriggerSmartContract', 'Contract: Contract Call'],
  ['FreezeBalanceV2Contract', 'Contract: Stake'],
  ['DelegateResourceContract', 'Contract: Delegate Resources'],
  ['VoteWitnessContract', 'Contract: Vote'],
];

let session: ShellSession;
beforeAll(async () => {
  session = await joinSharedShellSession();
});
afterAll(async () => {
  await session?.close();
});

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true }).waitFor();

const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search by block, transaction, address or token' });

async function search(page: Page, term: string): Promise<void> {
  await searchBox(page).fill(term);
  await searchBox(page).press('Enter');
}

describe('browsing the explorer', () => {
  it('goes from home to a block, to a transaction of each major type, to its sender, to a token and its holders', async () => {
    const txs = await transactionsOfTypes(
      session,
      MAJOR_TYPES.map(([type]) => type),
    );
    const { page, errors } = await session.open('/');

    const latest = page.getByRole('table', { name: 'Latest blocks' });
    const firstBlock = latest.getByRole('row').nth(1).getByRole('link').first();
    const height = (await firstBlock.textContent())!.replace(/,/g, '');
    await firstBlock.click();
    await heading(page, 'Block Details');
    expect(page.url()).toContain(`/blockchain/block/blockdetails/${height}`);
    await page.getByRole('region', { name: /^Transactions \(/ }).waitFor();

    for (const [type, panel] of MAJOR_TYPES) {
      const tx = txs.get(type)!;
      await page.goto(`${session.explorer.baseUrl}/transactiondetails/${tx.hash}`);
      await page.getByRole('region', { name: panel, exact: true }).waitFor();
      expect(await page.getByRole('region', { name: 'Overview' }).textContent(), type).toContain('Success');
      if (type === 'TriggerSmartContract')
        await page
          .getByRole('region', { name: 'Method' })
          .getByText(/^\w+\(.*\)$/)
          .first()
          .waitFor();
    }

    const transfer = txs.get('TransferContract')!;
    await page.goto(`${session.explorer.baseUrl}/transactiondetails/${transfer.hash}`);
    await page
      .getByRole('region', { name: 'Overview' })
      .getByRole('link', { name: transfer.from, exact: true })
      .click();
    await heading(page, 'Address');
    expect(page.url()).toContain(`/address-account/${transfer.from}`);
    await page.getByRole('table', { name: 'Address transactions' }).getByRole('link').first().waitFor();

    const token = await prc20Token(session);
    await page.goto(`${session.explorer.baseUrl}/tokens`);
    await page.getByRole('table', { name: 'Tokens' }).getByRole('link').first().waitFor();
    await page.goto(`${session.explorer.baseUrl}/tokendetails/${token.id}`);
    await heading(page, 'Token Details');
    await page.getByRole('tab', { name: 'Holders' }).click();
    const holders = page.getByRole('table', { name: 'Holders' });
    const holderRows = holders.getByRole('row').filter({ hasText: '%' });
    await holderRows.nth(1).waitFor();
    expect(await holderRows.first().textContent()).toMatch(/\d+\.\d{4}%$/);
    expect(errors).toEqual([]);
  });

  it('finds a block by number and by hash, a transaction by hash, an address and a token by symbol', async () => {
    const [tx] = (await transactionsOfTypes(session, ['TransferContract'])).values();
    const block = await getJson<{ number: number; hash: string }>(
      session,
      `/api/block?block=${tx!.blockNumber}`,
    );
    const token = await prc20Token(session);
    const bySymbol = await getJson<{ hits: { kind: string; key: string }[] }>(
      session,
      `/api/search?term=${encodeURIComponent(token.symbol)}`,
    );
    expect(bySymbol.hits[0]?.kind).toBe('token');
    const { page } = await session.open('/');
    // Neighbouring cases lead to different pages, so each navigation proves its own search.
    const cases: [string, string][] = [
      [String(block.number), `/blockchain/block/blockdetails/${block.number}`],
      [tx!.hash, `/transactiondetails/${tx!.hash}`],
      [block.hash, `/blockchain/block/blockdetails/${block.number}`],
      [tx!.from, `/address-account/${tx!.from}`],
      [token.symbol, `/tokendetails/${bySymbol.hits[0]!.key}`],
    ];
    for (const [term, path] of cases) {
      await search(page, term);
      await page
        .waitForURL((url) => decodeURIComponent(url.pathname) === path, { timeout: 30_000 })
        .catch((error: Error) => {
          throw new Error(`searching "${term}" did not lead to ${path} (at ${page.url()}): ${error.message}`);
        });
      // The box empties once its search has led somewhere: the next search starts from idle.
      await eventually(
        async () => ((await searchBox(page).inputValue()) === '' ? true : undefined),
        10_000,
        'an idle search box',
      );
    }
  });

  it('shows new blocks on home as they arrive, without a reload', async () => {
    const { page } = await session.open('/');
    const table = page.getByRole('table', { name: 'Latest blocks' });
    const firstHeight = async () =>
      Number(
        (await table.getByRole('row').nth(1).getByRole('link').first().textContent())!.replace(/,/g, ''),
      );
    await table.getByRole('row').nth(1).waitFor();
    const before = await firstHeight();
    const notice = page.getByRole('button', { name: /^\d+ new blocks? — show$/ });
    await notice.waitFor({ timeout: 30_000 });
    expect(await firstHeight()).toBe(before);
    await notice.click();
    expect(await firstHeight()).toBeGreaterThan(before);
    const tile = page.getByText('Block height', { exact: true }).locator('..');
    await eventually(
      async () =>
        Number((await tile.getByRole('link').textContent())!.replace(/,/g, '')) > before ? true : undefined,
      30_000,
      'the live block height',
    );
  });

  it('opens a new address typed in the tab at its top, and keeps the place of a reloaded one', async () => {
    const { page } = await session.open('/blockchain/transactions');
    const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
    await page.getByRole('table').locator('tbody tr').nth(9).waitFor();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(scrolled).toBe(300);
    // The Data pages are a screen and more tall before their data arrives (their panels' placeholders).
    await page.goto(`${session.explorer.baseUrl}/data/rankings`);
    await page.getByRole('region', { name: 'SRs by blocks produced' }).waitFor();
    await page.waitForTimeout(500);
    expect(await scrolled()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(scrolled).toBe(250);
    await page.reload();
    await page.getByRole('region', { name: 'SRs by blocks produced' }).waitFor();
    await expect.poll(scrolled).toBe(250);
  });

  it('fits a 360 px wide phone on every explorer screen', async () => {
    const token = await prc20Token(session);
    const [tx] = (await transactionsOfTypes(session, ['TriggerSmartContract'])).values();
    const paths = [
      '/',
      '/blockchain/blocks',
      `/blockchain/block/blockdetails/${tx!.blockNumber}`,
      '/blockchain/transactions',
      `/transactiondetails/${tx!.hash}`,
      '/blockchain/transfers',
      '/blockchain/accounts',
      '/blockchain/contracts',
      `/address-account/${tx!.from}`,
      '/tokens',
      `/tokendetails/${token.id}?tab=holders`,
      '/tokens/pox',
      '/blockchain/node',
    ];
    const { page } = await session.open('/', { ...PHONE, viewport: { width: 360, height: 780 } });
    for (const path of paths) {
      await page.goto(`${session.explorer.baseUrl}${path}`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => {});
      const [width, overflowing] = await page.evaluate(() => {
        const wide = [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > 361 && el.children.length === 0)
          .map((el) => `${el.tagName} "${(el.textContent ?? '').slice(0, 30)}"`);
        return [document.documentElement.scrollWidth, wide.slice(0, 5)] as const;
      });
      expect(width, `${path}: ${overflowing.join(', ')}`).toBeLessThanOrEqual(360);
    }
  });
});
