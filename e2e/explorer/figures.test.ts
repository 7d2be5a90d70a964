import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSharedShellSession, PHONE, type ShellSession } from '../shell/session.js';
import { eventually, getJson } from './data.js';

// The figures a visitor reads, checked against the chain the explorer indexed.

/** The current rate is over the newest 20 blocks; the one computed here takes one more for its start. */
const RATE_BLOCKS = 20;

interface Block {
  number: number;
  timestamp: number;
  transactionCount: number;
}

let session: ShellSession;
beforeAll(async () => {
  session = await joinSharedShellSession();
  await eventually(
    async () =>
      (await getJson<{ latestBlock: number }>(session, '/api/status')).latestBlock > RATE_BLOCKS + 5
        ? true
        : undefined,
    180_000,
    'a minute of blocks',
  );
});
afterAll(async () => {
  await session?.close();
});

/** A statistics tile's value element, by its label. */
const tileValue = (page: Page, label: string) =>
  page
    .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

const number = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** Transactions per second over the newest blocks, from the blocks themselves. */
async function chainRate(): Promise<number> {
  const { items } = await getJson<{ items: Block[] }>(
    session,
    `/api/getblocks?page=1&limit=${RATE_BLOCKS + 1}`,
  );
  const txs = items.slice(0, -1).reduce((n, b) => n + b.transactionCount, 0);
  return txs / ((items[0]!.timestamp - items.at(-1)!.timestamp) / 1000);
}

describe('figures against the chain', () => {
  it.each([
    ['home', '/'],
    ['transactions', '/blockchain/transactions'],
  ])('the TPS on %s is within a quarter of the rate of the latest blocks', async (_name, path) => {
    const { page } = await session.open(path);
    const value = tileValue(page, 'TPS \\(last 20 blocks\\)');
    await expect.poll(async () => number(await value.innerText()), { timeout: 90_000 }).toBeGreaterThan(0);
    const shown = number(await value.innerText());
    const rate = await chainRate();
    expect(rate).toBeGreaterThan(1);
    expect(Math.abs(shown - rate) / rate).toBeLessThan(0.25);
  });

  it('the staking parts shown add up to the total value locked shown', async () => {
    const { page } = await session.open('/governance/poxstakinggovernance', PHONE);
    const exact = async (label: string) => {
      const title = await tileValue(page, label)
        .locator('[title]')
        .first()
        .getAttribute('title', { timeout: 90_000 });
      return BigInt(Math.round(Number(title!.replace(/[^0-9.]/g, '')) * 1e6));
    };
    await tileValue(page, 'Total value locked').locator('[title]').first().waitFor({ timeout: 90_000 });
    const total = await exact('Total value locked');
    const parts = await Promise.all(
      ['Staked for bandwidth', 'Staked for energy', 'Staked for POX power', 'Delegated'].map(exact),
    );
    expect(total).toBeGreaterThan(0n);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
  });

  it('the contracts screen counts what the API lists', async () => {
    const tokens = await getJson<{ items: { standard: string }[]; total: number }>(
      session,
      '/token/getTokens?limit=100&pageNo=1',
    );
    const tokenContracts = tokens.items.filter(
      (t) => t.standard === 'PRC20' || t.standard === 'PRC721',
    ).length;
    const contracts = await getJson<{ contracts: number; tokens: number }>(
      session,
      '/blockchain/contractpage',
    );
    expect(contracts.tokens).toBe(tokenContracts);
    const { page } = await session.open('/blockchain/contracts');
    await expect
      .poll(async () => number(await tileValue(page, 'Token contracts').innerText()), { timeout: 90_000 })
      .toBe(tokenContracts);
    expect(number(await tileValue(page, 'Contracts').innerText())).toBe(contracts.contracts);
  });

  it('the blocks list counts the blocks the API has', async () => {
    const { page } = await session.open('/blockchain/blocks');
    const last = page.getByText(/Page 1 of [\d,]+/).first();
    await last.waitFor({ timeout: 90_000 });
    const pages = number((await last.innerText()).replace(/^Page 1 of /, ''));
    const { total, limit } = await getJson<{ total: number; limit: number }>(
      session,
      '/api/getblocks?page=1&limit=20',
    );
    // Blocks keep coming: the page count read a moment earlier is the API's, or one less.
    expect([Math.ceil(total / limit), Math.ceil(total / limit) - 1]).toContain(pages);
  });
});
