import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, type ShellSession, startShellSession } from './session.js';

const ADMIN_TOKEN = 'e2e-admin-token';
const SHORT_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{4}\.\.\.[1-9A-HJ-NP-Za-km-z]{5}$/;

let session: ShellSession;
beforeAll(async () => {
  session = await startShellSession({ env: { ADMIN_TOKEN } });
});
afterAll(async () => {
  await session?.close();
});

describe('mobile menu', () => {
  it('slides in and keeps one accordion section open at a time', async () => {
    const { page } = await session.open('/', PHONE);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const blockchain = menu.getByRole('button', { name: 'Blockchain' });
    const governance = menu.getByRole('button', { name: 'Governance' });
    await blockchain.click();
    expect(await blockchain.getAttribute('aria-expanded')).toBe('true');
    await governance.click();
    expect(await governance.getAttribute('aria-expanded')).toBe('true');
    expect(await blockchain.getAttribute('aria-expanded')).toBe('false');
    await menu.getByRole('link', { name: 'Votes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Votes' }).waitFor();
    await menu.waitFor({ state: 'detached' });
  });
});

describe('notifications', () => {
  it("open and close with the bell, and show links as 'Click here'", async () => {
    const created = await fetch(`${session.explorer.baseUrl}/admin/notifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Testnet upgrade notes: https://docs.pox.example/upgrade' }),
    });
    expect(created.status).toBe(200);
    const { page } = await session.open('/');
    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await panel.getByRole('heading', { name: 'Notifications' }).waitFor();
    const entry = panel.getByRole('listitem').filter({ hasText: 'Testnet upgrade notes' });
    expect(await entry.textContent()).toMatch(/^1\./);
    const link = entry.getByRole('link', { name: /^Click here/ });
    expect(await link.getAttribute('href')).toBe('https://docs.pox.example/upgrade');
    expect(await link.getAttribute('target')).toBe('_blank');
    await bell.click();
    await panel.waitFor({ state: 'detached' });
    await bell.click();
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });
});

describe('wallet', () => {
  it('connects the built-in devnet wallet, whose account the devnet funded, and stays connected on reload', async () => {
    expect(session.config.devnet).toBe(true);
    const { page } = await session.open('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const chooser = page.getByRole('dialog', { name: 'Connect a wallet' });
    await chooser.getByRole('button', { name: /^Test account 1/ }).click();
    const connected = page.getByRole('button', { name: /^Wallet connected: / });
    await connected.waitFor();
    expect(await connected.isDisabled()).toBe(true);
    expect((await connected.textContent())?.trim()).toMatch(SHORT_ADDRESS);
    const address = (await connected.getAttribute('aria-label'))!.replace('Wallet connected: ', '');

    const account = await fetch(`${session.explorer.devnetUrl}/wallet/getaccount`, {
      method: 'POST',
      body: JSON.stringify({ address, visible: true }),
    }).then((r) => r.json() as Promise<{ balance?: number }>);
    expect(account.balance ?? 0).toBeGreaterThan(0);

    await page.reload();
    await page.getByRole('button', { name: `Wallet connected: ${address}` }).waitFor();
    const stored = await page.evaluate(() => sessionStorage.getItem('persist:poxscan'));
    expect(JSON.parse(JSON.parse(stored!).home)).toMatchObject({ poxPrice: 0, walletAddress: address });
  });

  it("refuses a wallet on another network with 'Switch to TestNet Network'", async () => {
    const { page, context } = await session.open('/');
    await context.addInitScript(() => {
      (window as unknown as { polink: unknown }).polink = {
        isPolink: true,
        getWalletDetails: async () => [
          { name: 'Polink', version: 'e2e' },
          { data: { Network: 'POX Mainnet', wallet_address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' } },
        ],
        signTransaction: async () => {
          throw new Error('User rejected the request');
        },
      };
    });
    await page.reload();
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Polink extension' })
      .click();
    await page.getByText('Switch to TestNet Network').waitFor();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Connect Wallet' }).isEnabled()).toBe(true);
    const stored = await page.evaluate(() => sessionStorage.getItem('persist:poxscan'));
    expect(JSON.parse(JSON.parse(stored!).home).walletAddress).toBe('');
  });
});
