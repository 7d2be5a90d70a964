import { devnetKeys } from '@poxscan/devnet';
import { signDigest, txIdFromRawDataHex } from '@poxscan/protocol/browser';
import { launchChromium } from '@poxscan/test-support/chromium';
import type { Browser, Page } from 'playwright-core';
import { type RunningExplorer, startExplorer } from '../support/explorer.js';

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

export interface GovernanceSession {
  explorer: RunningExplorer;
  browser: Browser;
  apiKey: string;
  /** A fresh tab at `path`; page errors are collected. */
  open(path: string): Promise<{ page: Page; errors: Error[] }>;
  /** GET on the explorer's API with the web app's public key. */
  api<T>(path: string): Promise<T>;
  /** POST straight to the devnet's java-tron API (visible addresses). */
  node<T>(path: string, body?: object): Promise<T>;
  /** The devnet's test hook: `count` blocks back to back. */
  produce(count: number): Promise<void>;
  /** Waits until the explorer has indexed the devnet's current head. */
  waitForIndexer(): Promise<void>;
  close(): Promise<void>;
}

/** `poxscan start` with short blocks, no simulated users (the test accounts are ours) and the devnet's test hooks, and a Chromium to drive it. */
export async function startGovernanceSession(): Promise<GovernanceSession> {
  const explorer = await startExplorer({
    args: ['--block-time-ms', '500', '--traffic', 'off', '--test-hooks'],
  });
  const chromium = await launchChromium().catch(async (error: unknown) => {
    await explorer.stop();
    throw error;
  });
  const config = (await (await fetch(`${explorer.baseUrl}/config.json`)).json()) as { apiKey: string };
  const api = async <T>(path: string) => {
    const response = await fetch(`${explorer.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${config.apiKey}` },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const node = async <T>(path: string, body: object = {}) => {
    const response = await fetch(`${explorer.devnetUrl}${path}`, {
      method: 'POST',
      body: JSON.stringify({ visible: true, ...body }),
    });
    return (await response.json()) as T;
  };
  return {
    explorer,
    browser: chromium.browser,
    apiKey: config.apiKey,
    async open(path) {
      const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.goto(`${explorer.baseUrl}${path}`);
      return { page, errors };
    },
    api,
    node,
    async produce(count) {
      await node('/devnet/produce', { count });
    },
    async waitForIndexer() {
      const head = (await node<{ headNumber: number }>('/devnet/info')).headNumber;
      const deadline = Date.now() + 120_000;
      while ((await api<{ latestBlock: number }>('/api/status')).latestBlock < head) {
        if (Date.now() > deadline) throw new Error(`the indexer did not reach block ${head}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async close() {
      await chromium.close();
      await explorer.stop();
    },
  };
}

/** Connects the devnet wallet's test account through the header's chooser. */
export async function connectTestAccount(page: Page, label = 'Test account 1'): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
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
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Polink extension' })
    .click();
  await page.getByRole('button', { name: `Wallet connected: ${key.base58}` }).waitFor();
}
