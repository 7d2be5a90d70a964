import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type LaunchedBrowser, launchChromium } from './chromium.ts';

let launched: LaunchedBrowser;
beforeAll(async () => {
  launched = await launchChromium();
});
afterAll(async () => {
  await launched?.close();
});

test('renders and scripts a page served on loopback', async () => {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<button onclick="this.textContent = \'clicked\'">press</button>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const page = await launched.browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.click('button');
  expect(await page.textContent('button')).toBe('clicked');
  await page.close();
  server.close();
});
