import { launchChromium } from '@poxscan/test-support/chromium';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { type ExplorerOptions, type RunningExplorer, startExplorer } from '../support/explorer.js';

export interface RuntimeConfigSeen {
  networkName: string;
  apiKey: string;
  devnet: boolean;
}

export interface ShellSession {
  explorer: RunningExplorer;
  browser: Browser;
  config: RuntimeConfigSeen;
  /** A fresh tab (its own context: own sessionStorage) that records uncaught page errors. */
  open(
    path: string,
    options?: BrowserContextOptions,
  ): Promise<{ page: Page; context: BrowserContext; errors: Error[] }>;
  /** GET on the explorer's API with the web app's public key, as the app sends it. */
  api(path: string): Promise<Response>;
  close(): Promise<void>;
}

export const DESKTOP = { viewport: { width: 1280, height: 900 } };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** `poxscan start` on free ports and a Chromium to visit it, for one test file. */
export async function startShellSession(options: ExplorerOptions = {}): Promise<ShellSession> {
  const explorer = await startExplorer(options);
  try {
    const chromium = await launchChromium();
    const config = (await (await fetch(`${explorer.baseUrl}/config.json`)).json()) as RuntimeConfigSeen;
    const contexts: BrowserContext[] = [];
    return {
      explorer,
      browser: chromium.browser,
      config,
      async open(path, contextOptions = DESKTOP) {
        const context = await chromium.browser.newContext({ ...contextOptions, acceptDownloads: true });
        contexts.push(context);
        const page = await context.newPage();
        const errors: Error[] = [];
        page.on('pageerror', (error) => errors.push(error));
        await page.goto(`${explorer.baseUrl}${path}`);
        return { page, context, errors };
      },
      api: (path) =>
        fetch(`${explorer.baseUrl}${path}`, { headers: { authorization: `Bearer ${config.apiKey}` } }),
      async close() {
        for (const context of contexts) await context.close().catch(() => {});
        await chromium.close();
        await explorer.stop();
      },
    };
  } catch (error) {
    await explorer.stop();
    throw error;
  }
}
