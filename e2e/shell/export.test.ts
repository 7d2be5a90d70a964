import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShellSession, startShellSession } from './session.js';

const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

/** dd/mm/yyyy of today, as the page formats it (the browser and this process share the machine's zone). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
}

let session: ShellSession;
beforeAll(async () => {
  session = await startShellSession({ args: ['--block-time-ms', '1000', '--traffic', 'high'] });
});
afterAll(async () => {
  await session?.close();
});

async function openExport(address = ADDRESS, contextOptions: BrowserContextOptions = {}) {
  const opened = await session.open(`/exportdata/${address}`, contextOptions);
  const { page } = opened;
  await page.getByRole('heading', { level: 1, name: 'Download Data (CSV Export)' }).waitFor();
  await page.getByLabel('Select export type').and(page.locator(':enabled')).waitFor();
  return opened;
}

async function blocks(page: Page, from: string, to: string) {
  await page.getByRole('radio', { name: 'Block Number' }).check();
  await page.getByLabel('From Block *').fill(from);
  await page.getByLabel('To Block *').fill(to);
}

async function expectToast(page: Page, message: string) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: message });
  await toast.first().waitFor();
  expect(await toast.first().textContent()).toBe(message);
}

/** An address that has moved POX or tokens, once the indexer has seen some traffic. */
async function addressWithTransfers(): Promise<string> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${session.explorer.baseUrl}/api/getTransfers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 10 }),
    });
    const page = (await response.json()) as { items?: { from: string }[] };
    const first = page.items?.[0];
    if (first !== undefined) return first.from;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no transfer was indexed within 90 s');
}

describe('export page', () => {
  it('fires its checks in the order of the spec, with their exact messages', async () => {
    const { page } = await openExport('not-an-address');
    await blocks(page, '200', '100');
    await page.getByRole('button', { name: 'Download' }).click();
    await expectToast(page, 'Please enter a valid contract address.');

    const valid = (await openExport()).page;
    await blocks(valid, '200', '100');
    await valid.getByRole('button', { name: 'Download' }).click();
    await expectToast(valid, 'From Block should be less than To Block.');

    await blocks(valid, '1', '10002');
    await valid.getByRole('button', { name: 'Download' }).click();
    await expectToast(valid, 'Block range should not exceed 10,000.');

    // The block checks apply whatever the mode; once the blocks are fine, the dates are checked.
    await blocks(valid, '200', '100');
    await valid.getByRole('radio', { name: 'Date' }).check();
    await valid.getByRole('button', { name: 'Download' }).click();
    await expectToast(valid, 'From Block should be less than To Block.');

    await blocks(valid, '1', '2');
    await valid.getByRole('radio', { name: 'Date' }).check();
    const start = valid.getByLabel('Start Date *');
    await start.fill(today());
    await start.press('Enter');
    await valid.getByRole('button', { name: 'Download' }).click();
    await expectToast(valid, 'Start Date should be earlier than End Date.');
  });

  it('keeps a toast up for 3 s, for a visitor who asks for reduced motion too', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { page } = await openExport('not-an-address', { reducedMotion });
      // Timed by the page's own clock, so a busy machine can only make the toast look longer.
      await page.evaluate(() => {
        const seen: { shown?: number; gone?: number } = {};
        (window as unknown as { toastSeen: typeof seen }).toastSeen = seen;
        new MutationObserver(() => {
          const up = document.querySelector('.Toastify__toast') !== null;
          if (up) seen.shown ??= performance.now();
          else if (seen.shown !== undefined) seen.gone ??= performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await blocks(page, '200', '100');
      await page.getByRole('button', { name: 'Download' }).click();
      const seen = await page.waitForFunction(
        () => {
          const { shown, gone } = (window as unknown as { toastSeen: { shown?: number; gone?: number } })
            .toastSeen;
          return gone === undefined || shown === undefined ? undefined : { ms: gone - shown };
        },
        undefined,
        { timeout: 15_000 },
      );
      expect((await seen.jsonValue())?.ms, `reducedMotion: ${reducedMotion}`).toBeGreaterThanOrEqual(3000);
    }
  });

  it('refuses a second download while one is running', async () => {
    const { page } = await openExport();
    // Hold the real answer back a moment, as a slow network would.
    await page.route('**/api/getCsvResource*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('button', { name: 'Downloading...' }).click();
    await expectToast(page, 'Please wait for the current download to finish.');
  });

  it("toasts the API's reason when there is nothing to export", async () => {
    const query = new URLSearchParams({
      type: '',
      contractAddress: ADDRESS,
      fromBlock: '1',
      toBlock: '2',
      startDate: '',
      endDate: '',
    });
    const direct = await session.api(`/api/getCsvResource?${query}`);
    expect(direct.headers.get('content-type')).toContain('json');
    const { message } = (await direct.json()) as { message: string };
    const { page } = await openExport();
    await blocks(page, '1', '2');
    await page.getByRole('button', { name: 'Download' }).click();
    await expectToast(page, message || 'No data found for the selected criteria.');
  });

  it('downloads data-export-{timestamp}.csv with the rows the API exports', async () => {
    const address = await addressWithTransfers();
    const { page } = await openExport(address);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^data-export-\d{13}\.csv$/);
    const file = await readFile((await download.path())!, 'utf8');

    const query = new URLSearchParams({
      type: '',
      contractAddress: address,
      fromBlock: '',
      toBlock: '',
      startDate: '02/01/2024',
      endDate: today(),
    });
    const direct = await session.api(`/api/getCsvResource?${query}`);
    expect(direct.status).toBe(200);
    const rows = (text: string) => text.trim().split(/\r?\n/);
    const expected = rows(await direct.text());
    const got = rows(file);
    expect(got.length).toBeGreaterThan(1);
    // The chain moves on between the two requests; the rows the page got are the API's, in its order.
    expect(got[0]).toBe(expected[0]);
    expect(expected.slice(0, got.length)).toEqual(got);
  });
});
