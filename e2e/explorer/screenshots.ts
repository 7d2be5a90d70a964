// Regenerates docs/screenshots: `npm run build`, then
// `npx tsx --conditions=@poxscan/source e2e/explorer/screenshots.ts`.
// Starts `poxscan start --traffic high`, waits for traffic, and captures the main screens at a
// desktop and a phone width in Chromium.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESKTOP, PHONE, startShellSession } from '../shell/session.js';
import { eventually, getJson, prc20Token, transactionsOfTypes } from './data.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
const SETTLE_MS = 4000;
/** Enough chain for full lists: the home screen shows ten blocks. */
const MIN_BLOCKS = 20;

const session = await startShellSession({ args: ['--traffic', 'high'] });
try {
  await eventually(
    async () =>
      (await getJson<{ latestBlock: number }>(session, '/api/status')).latestBlock >= MIN_BLOCKS
        ? true
        : undefined,
    120_000,
    `${MIN_BLOCKS} blocks`,
  );
  const txs = await transactionsOfTypes(session, ['TriggerSmartContract', 'TransferContract']);
  const call = txs.get('TriggerSmartContract')!;
  const token = await prc20Token(session);
  const collection = await eventually(
    async () =>
      (await getJson<{ items: { id: string }[] }>(session, '/token/getTokens?type=prc721&limit=10&pageNo=1'))
        .items[0]?.id,
    120_000,
    'a PRC721 collection',
  );
  const tokenId = await eventually(
    async () =>
      (
        await getJson<{ items: { tokenId: string }[] }>(
          session,
          `/api/token/inventory?contract=${collection}&limit=1`,
        )
      ).items[0]?.tokenId,
    120_000,
    'a token ID',
  );
  /** name, path, and the tab to scroll to when the screen's point is below the first view */
  const screens: [string, string, string?][] = [
    ['home', '/'],
    ['blocks', '/blockchain/blocks'],
    ['block-details', `/blockchain/block/blockdetails/${call.blockNumber}`],
    ['transaction-details', `/transactiondetails/${call.hash}`],
    ['address', `/address-account/${call.from}`],
    ['address-analytics', `/address-account/${call.from}?tab=analytics`, 'Analytics'],
    ['tokens', '/tokens?tab=all'],
    ['token-holders', `/tokendetails/${token.id}?tab=holders`],
    ['nft-inventory', `/tokendetails/${collection}?tab=inventory`, 'Inventory'],
    ['nft-token-id', `/tokendetails/${collection}?tokenId=${tokenId}`],
    ['staking-governance', '/governance/poxstakinggovernance'],
    ['super-representatives', '/governance/superrepresentatives'],
    ['pox-supply', '/data/pox-supply'],
    ['rankings', '/data/rankings'],
    ['charts', '/data/charts'],
  ];
  mkdirSync(OUT, { recursive: true });
  for (const [width, options] of [
    ['desktop', DESKTOP],
    ['mobile', PHONE],
  ] as const) {
    const { page } = await session.open('/', options);
    for (const [name, path, tab] of screens) {
      await page.goto(`${session.explorer.baseUrl}${path}`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(SETTLE_MS);
      if (tab !== undefined) {
        await page.getByRole('tab', { name: tab }).scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, -80);
        await page.waitForTimeout(500);
      }
      const file = join(OUT, `${name}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    // Search as you type: the suggestions for a token's first letters, over the page.
    await page.goto(`${session.explorer.baseUrl}/`);
    const box = page.getByRole('searchbox', { name: 'Search by block, transaction, address or token' });
    await box.click();
    await box.pressSequentially(token.symbol.slice(0, 2), { delay: 30 });
    await page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first().waitFor();
    const file = join(OUT, `search-suggestions-${width}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  }
} finally {
  await session.close();
}
