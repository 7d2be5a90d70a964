import { devnetKeys } from '@poxscan/devnet';
import { signDigest, txIdFromRawDataHex } from '@poxscan/protocol/browser';
import type { Page } from 'playwright-core';
import { type ExplorerSession, startSession } from '../support/session.js';

/** The devnet's deterministic keys (seed 1, the default of `poxscan start`). */
export const KEYS = devnetKeys(1);

export interface UnsignedTx {
  txID: string;
  raw_data: Record<string, unknown>;
  raw_data_hex: string;
  visible?: boolean;
}

/** Signs as a wallet does: the txID must be the hash of the bytes, and the bytes are what is signed. */
export function signWith(privateKey: string, tx: UnsignedTx): UnsignedTx & { signature: string[] } {
  if (txIdFromRawDataHex(tx.raw_data_hex) !== tx.txID.toLowerCase())
    throw new Error('txID does not match raw_data_hex');
  return { ...tx, signature: [signDigest(tx.txID, privateKey)] };
}

/** Polls `check` until it yields a value. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface GovernanceSession extends ExplorerSession {
  /** The devnet's test hook: `count` blocks back to back. */
  produce(count: number): Promise<void>;
}

/** `poxscan start` with short blocks, no simulated users (the test accounts are ours) and the devnet's test hooks, and a Chromium to drive it. */
export async function startGovernanceSession(): Promise<GovernanceSession> {
  const session = await startSession({
    args: ['--block-time-ms', '500', '--traffic', 'off', '--test-hooks'],
  });
  return {
    ...session,
    async produce(count) {
      await session.node('/devnet/produce', { count });
    },
  };
}

/** Connects the devnet wallet's test account through the header's chooser. */
export async function connectTestAccount(page: Page, label = 'Test account 1'): Promise<void> {
  // The header's button: a page may offer its own (stake resources does, before a wallet is connected).
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
  await page.getByRole('button', { name: /^Wallet connected: / }).waitFor();
}

/**
 * Stands in for the Polink extension holding `key` (an SR's key here): the page's provider forwards each
 * signing request to this process, which signs as the extension would.
 */
export async function connectPolinkWith(
  page: Page,
  key: { base58: string; privateKey: string },
): Promise<void> {
  await page.exposeFunction('e2eSign', (tx: UnsignedTx) => signWith(key.privateKey, tx));
  await page.addInitScript((address: string) => {
    const w = window as unknown as { polink: unknown; e2eSign: (tx: unknown) => Promise<unknown> };
    w.polink = {
      isPolink: true,
      getWalletDetails: async () => [
        { name: 'Polink', version: 'e2e' },
        { data: { Network: 'Yuvi Testnet', wallet_address: address } },
      ],
      signTransaction: (tx: unknown) => w.e2eSign(tx),
    };
  }, key.base58);
  await page.reload();
  // The header's button: a page may offer its own (stake resources does, before a wallet is connected).
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Polink extension' })
    .click();
  await page.getByRole('button', { name: `Wallet connected: ${key.base58}` }).waitFor();
}
