import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShellSession, startShellSession } from './session.js';

let session: ShellSession;
beforeAll(async () => {
  session = await startShellSession();
});
afterAll(async () => {
  await session?.close();
});

describe('startup probe', () => {
  it('sends the visitor to /too-many-request once the API rate-limits this address', async () => {
    // Use up this address's allowance as a busy script would; the API then answers 429.
    let status = 0;
    for (let i = 0; i < 1000 && status !== 429; i++) status = (await session.api('/api/getmsg')).status;
    expect(status).toBe(429);
    const { page } = await session.open('/blockchain/blocks');
    await page.getByRole('heading', { level: 1, name: 'Too Many Requests' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/too-many-request');
    expect(await page.getByRole('banner').isVisible()).toBe(true);
  });
});
