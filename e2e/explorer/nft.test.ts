import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutProblems } from '../layout/inspect.js';
import { DESKTOP, joinSharedShellSession, PHONE, type ShellSession } from '../shell/session.js';
import { eventually, getJson, postJson } from './data.js';

interface InventoryItem {
  tokenId: string;
  owner: string;
}

let session: ShellSession;
let collection: string;

const inventory = (contract: string) =>
  getJson<{ items: InventoryItem[] }>(session, `/api/token/inventory?contract=${contract}&limit=20`);

beforeAll(async () => {
  session = await joinSharedShellSession();
  collection = await eventually(
    async () =>
      (await getJson<{ items: { id: string }[] }>(session, '/token/getTokens?type=prc721&limit=10&pageNo=1'))
        .items[0]?.id,
    120_000,
    'a PRC721 collection',
  );
  // Enough token IDs for a full first screen of the inventory.
  await eventually(
    async () => ((await inventory(collection)).items.length >= 4 ? true : undefined),
    180_000,
    'four token IDs in the inventory',
  );
});
afterAll(async () => {
  await session?.close();
});

/** A list's rows: table rows on wide screens (after the header), cards on phones. */
const rowsOf = (page: Page, name: string, phone: boolean) =>
  phone
    ? page.getByRole('list', { name, exact: true }).getByRole('listitem')
    : page
        .getByRole('table', { name, exact: true })
        .getByRole('row')
        .filter({ hasNot: page.getByRole('columnheader') });

/**
 * What is wider than the viewport: the page's sideways scroll, and each element of the main column that
 * reaches past either edge (a figure or a link cut off even where a container hides the scroll). The
 * width is the layout viewport's (the root's clientWidth): on a phone, Chromium widens
 * `window.innerWidth` to whatever overflows, so it cannot be the measure.
 */
const outsideViewport = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll('main *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && (r.left < -1 || r.right > width + 1);
      })
      .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    const sideways = document.documentElement.scrollWidth - width;
    return sideways > 0 ? [`the page scrolls ${sideways} px sideways`, ...outside] : outside;
  });

const WIDTHS: [string, BrowserContextOptions, boolean][] = [
  ['1280', DESKTOP, false],
  ['390', PHONE, true],
];

describe('PRC721 on a devnet with traffic', () => {
  it.each(WIDTHS)(
    'at %s px lists the inventory and opens a token ID with its owner, tokenURI and history',
    async (_width, options, phone) => {
      const { page, errors } = await session.open(`/tokendetails/${collection}?tab=inventory`, options);
      const rows = rowsOf(page, 'Inventory', phone);
      await rows.nth(3).waitFor();
      expect(await outsideViewport(page)).toEqual([]);
      expect(await layoutProblems(page, { phone, tablesFit: !phone })).toEqual([]);

      const link = rows.first().getByRole('link', { name: /^#\d+$/ });
      const tokenId = (await link.textContent())!.slice(1);
      expect(await link.getAttribute('title')).toBe(`Token ID ${tokenId}`);
      await link.click();
      await page.getByRole('main').getByRole('heading', { level: 1, name: 'NFT Details' }).waitFor();
      expect(page.url()).toContain(`/tokendetails/${collection}?tokenId=${tokenId}`);
      const details = page.getByRole('region', { name: 'Token ID', exact: true });
      // The devnet collection's URI names the ID; it is shown as text, never opened.
      await details.getByText(`https://nft.yuvi-testnet.poxscan.dev/${tokenId}`, { exact: true }).waitFor();
      await details.locator('a[href^="/address-account/"]').first().waitFor();
      await rowsOf(page, 'Owner history', phone).first().waitFor();
      expect(await outsideViewport(page)).toEqual([]);
      expect(await layoutProblems(page, { phone, tablesFit: !phone })).toEqual([]);
      expect(errors).toEqual([]);
    },
    180_000,
  );

  it.each(WIDTHS)(
    "at %s px shows token IDs on the collection's transfers and an owner's NFTs on its holdings tab",
    async (_width, options, phone) => {
      const { page, errors } = await session.open(`/tokendetails/${collection}`, options);
      const transferId = rowsOf(page, 'Token transfers', phone)
        .getByRole('link', { name: /^#\d+$/ })
        .first();
      await transferId.waitFor();
      expect(await outsideViewport(page)).toEqual([]);
      expect(await layoutProblems(page, { phone, tablesFit: !phone })).toEqual([]);

      // Token IDs change hands every few blocks: the largest holder is asked, and asked again if it
      // has just sent its last one.
      const link = await eventually(async () => {
        const top = await postJson<{ items: { address: string }[] }>(
          session,
          '/blockchain/getcontractholders',
          {
            contractAddress: collection,
            page: 1,
            limit: 1,
          },
        );
        await page.goto(`${session.explorer.baseUrl}/address-account/${top.items[0]!.address}?tab=holdings`);
        const first = rowsOf(page, 'NFTs', phone)
          .getByRole('link', { name: /^#\d+$/ })
          .first();
        return (await first.waitFor({ timeout: 10_000 }).then(
          () => true,
          () => false,
        ))
          ? first
          : undefined;
      }, 60_000);
      expect(await link.getAttribute('href')).toMatch(
        new RegExp(`^/tokendetails/${collection}\\?tokenId=\\d+$`),
      );
      expect(await outsideViewport(page)).toEqual([]);
      expect(await layoutProblems(page, { phone, tablesFit: !phone })).toEqual([]);
      expect(errors).toEqual([]);
    },
    120_000,
  );
});
