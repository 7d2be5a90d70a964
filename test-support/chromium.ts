import { type Browser, chromium } from 'playwright-core';
import { type ChromiumKind, ensureChromium } from './system-packages.ts';

/** Flags that keep Chromium from reaching for the network, which this kind of machine does not have. */
export const OFFLINE_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Launches Debian's Chromium through playwright-core; Playwright gives it a fresh temporary profile.
 * Tests take the headless shell; benchmarks take the full browser, as they time what a visitor sees.
 */
export async function launchChromium(kind: ChromiumKind = 'headless-shell'): Promise<LaunchedBrowser> {
  const browser = await chromium.launch({
    executablePath: ensureChromium(kind),
    headless: true,
    args: OFFLINE_FLAGS,
  });
  return { browser, close: () => browser.close() };
}
