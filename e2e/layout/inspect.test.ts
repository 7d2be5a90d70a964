import { type LaunchedBrowser, launchChromium } from '@poxscan/test-support/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from '../shell/session.js';
import { layoutProblems } from './inspect.js';

let chromium: LaunchedBrowser;
beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(() => chromium?.close());

/** The problems found on a phone in a paragraph eleven characters wide. */
async function problemsIn(text: string, style = '') {
  const context = await chromium.browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.setContent(`<main><p style="width: 11ch; font: 16px monospace; ${style}">${text}</p></main>`);
    return (await layoutProblems(page, { phone: true, tablesFit: false })).map((p) => p.kind);
  } finally {
    await context.close();
  }
}

describe('the layout inspector', () => {
  it('finds a date or a number broken across lines, and not one kept whole', async () => {
    expect(await problemsIn('Seen on Dec 2, 2026.')).toEqual(['date broken']);
    expect(await problemsIn('Seen on Dec\u00a02,\u00a02026.')).toEqual([]);
    expect(await problemsIn('Total 12,345 678,901')).toEqual([]);
    expect(await problemsIn('Total 1234567890123', 'overflow-wrap: anywhere')).toEqual(['number broken']);
  });
});
