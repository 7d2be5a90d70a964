import { launchChromium } from '@poxscan/test-support/chromium';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { SHORT_LIVED } from './cli.js';
import { type ExplorerAddress, type ExplorerOptions, startExplorer } from './explorer.js';
import { sharedExplorer } from './shared-explorer.js';

/** What the web app reads from `/config.json`. */
export interface RuntimeConfigSeen {
  networkName: string;
  apiKey: string;
  devnet: boolean;
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** One running explorer and a Chromium to visit it: the fixture every e2e file starts from. */
export interface ExplorerSession {
  explorer: ExplorerAddress;
  browser: Browser;
  config: RuntimeConfigSeen;
  apiKey: string;
  /** A fresh tab (its own context: own sessionStorage) at `path`; uncaught page errors are collected. */
  open(
    path: string,
    options?: BrowserContextOptions,
  ): Promise<{ page: Page; context: BrowserContext; errors: Error[] }>;
  /** GET on the explorer's API with the web app's public key, as the app sends it. */
  request(path: string): Promise<Response>;
  /** The same GET, its JSON body; a non-2xx answer throws. */
  api<T>(path: string): Promise<T>;
  /** POST straight to the devnet's java-tron API (visible addresses). */
  node<T>(path: string, body?: object): Promise<T>;
  /** Waits until the explorer has indexed the devnet's current head. */
  waitForIndexer(): Promise<void>;
  close(): Promise<void>;
}

/** `poxscan start` on free ports with `options`, and a Chromium, for one test file. */
export async function startSession(options: ExplorerOptions = {}): Promise<ExplorerSession> {
  const explorer = await startExplorer({ nodeFlags: SHORT_LIVED, ...options });
  try {
    return await openSession(explorer, () => explorer.stop());
  } catch (error) {
    await explorer.stop();
    throw error;
  }
}

/**
 * The explorer every file of the run shares (see shared-explorer.ts), and a Chromium of this file's
 * own: closing the session closes the browser and leaves the explorer to the next file.
 */
export async function joinSharedSession(): Promise<ExplorerSession> {
  return openSession(await sharedExplorer(), async () => {});
}

async function openSession(
  explorer: ExplorerAddress,
  stopExplorer: () => Promise<void>,
): Promise<ExplorerSession> {
  const chromium = await launchChromium();
  const config = (await (await fetch(`${explorer.baseUrl}/config.json`)).json()) as RuntimeConfigSeen;
  const contexts: BrowserContext[] = [];
  const request = (path: string) =>
    fetch(`${explorer.baseUrl}${path}`, { headers: { authorization: `Bearer ${config.apiKey}` } });
  const api = async <T>(path: string) => {
    const response = await request(path);
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
    config,
    apiKey: config.apiKey,
    async open(path, contextOptions = {}) {
      const context = await chromium.browser.newContext({
        ...DESKTOP,
        ...contextOptions,
        acceptDownloads: true,
      });
      contexts.push(context);
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.goto(`${explorer.baseUrl}${path}`);
      return { page, context, errors };
    },
    request,
    api,
    node,
    async waitForIndexer() {
      const head = (await node<{ block_header: { raw_data: { number: number } } }>('/wallet/getnowblock'))
        .block_header.raw_data.number;
      const deadline = Date.now() + 120_000;
      while ((await api<{ latestBlock: number }>('/api/status')).latestBlock < head) {
        if (Date.now() > deadline) throw new Error(`the indexer did not reach block ${head}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await chromium.close();
      await stopExplorer();
    },
  };
}
