import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, joinSharedShellSession, PHONE, type ShellSession } from '../shell/session.js';
import { eventually, prc20Token, type TokenRow, transactionsOfTypes } from './data.js';

let session: ShellSession;
let token: TokenRow;
let txHash: string;
beforeAll(async () => {
  session = await joinSharedShellSession();
  // The symbol comes with the token's metadata, which the indexer reads from the node after the token.
  token = await eventually(async () => {
    const t = await prc20Token(session);
    return t.symbol.length >= 2 ? t : undefined;
  }, 120_000);
  txHash = (await transactionsOfTypes(session, ['TransferContract'])).get('TransferContract')!.hash;
});
afterAll(async () => {
  await session?.close();
});

/** The box on the page at this width (the phone's menu, closed, holds none). */
const box = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search by block, transaction, address or token' });
const list = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const selected = (page: Page) => list(page).locator('[role="option"][aria-selected="true"]');

/** Types like a visitor, key by key, until the list shows `text`. */
async function typeUntilShown(page: Page, term: string, text: string): Promise<void> {
  await box(page).click();
  await box(page).pressSequentially(term, { delay: 30 });
  await list(page)
    .getByRole('option', { name: new RegExp(literal(text), 'i') })
    .first()
    .waitFor();
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, BrowserContextOptions][])('search as you type (%s)', (_, viewport) => {
  it('suggests a token by its symbol; the arrows choose and Enter goes to it', async () => {
    const { page, errors } = await session.open('/', viewport);
    await typeUntilShown(page, token.symbol.slice(0, 3), token.symbol);
    const tokens = list(page).getByRole('group', { name: 'Tokens' });
    await tokens.waitFor();

    await box(page).press('ArrowDown');
    await expect.poll(() => selected(page).count()).toBe(1);
    const first = await selected(page).getAttribute('id');
    // ↑ from the first suggestion goes back to the box; ↓ enters the list again.
    await box(page).press('ArrowUp');
    await expect.poll(() => selected(page).count()).toBe(0);
    expect(await box(page).getAttribute('aria-activedescendant')).toBeNull();
    await box(page).press('ArrowDown');
    expect(await selected(page).getAttribute('id')).toBe(first);
    expect(await box(page).getAttribute('aria-activedescendant')).toBe(first);

    // Walk down to the token itself, whichever group comes first.
    const option = list(page).getByRole('option', { name: new RegExp(`\\(${literal(token.symbol)}\\)`) });
    const target = await option.first().getAttribute('id');
    for (let i = 0; i < 40 && (await selected(page).getAttribute('id')) !== target; i++)
      await box(page).press('ArrowDown');
    await box(page).press('Enter');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Token Details' }).waitFor();
    expect(page.url()).toContain(`/tokendetails/${token.id}`);
    expect(await list(page).count()).toBe(0);
    expect(await box(page).inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('suggests a transaction by a prefix of its hash; Esc closes the list, ↓ opens it', async () => {
    const { page } = await session.open('/', viewport);
    await typeUntilShown(page, txHash.slice(0, 10), txHash);
    await list(page).getByRole('group', { name: 'Transactions' }).waitFor();
    await box(page).press('Escape');
    await list(page).waitFor({ state: 'detached' });
    expect(await box(page).inputValue()).toBe(txHash.slice(0, 10));
    await box(page).press('ArrowDown');
    await list(page).waitFor();
    const tx = list(page).getByRole('option', { name: new RegExp(txHash) });
    for (let i = 0; i < 40 && (await tx.getAttribute('aria-selected')) !== 'true'; i++)
      await box(page).press('ArrowDown');
    expect(await tx.getAttribute('aria-selected')).toBe('true');
    await box(page).press('Enter');
    // Home has a heading too: wait for the navigation itself.
    await page.waitForURL(`**/transactiondetails/${txHash}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Transaction Details' }).waitFor();
  });

  it('says "Nothing found" inside the list', async () => {
    const { page } = await session.open('/', viewport);
    await box(page).click();
    await box(page).pressSequentially('zzqxj', { delay: 30 });
    const panel = page.locator('search:visible');
    await panel.getByText('Nothing found', { exact: true }).waitFor();
    expect(await list(page).getByRole('option').count()).toBe(0);
    await box(page).press('Enter');
    await panel.getByText('Nothing found for "zzqxj".').waitFor();
    // Not a toast over the menu.
    expect(await page.getByRole('status').filter({ hasText: 'No results found' }).count()).toBe(0);
  });
});
