import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutProblems } from '../layout/inspect.js';
import { joinSharedShellSession, PHONE, type ShellSession } from '../shell/session.js';
import { eventually, getJson, postJson, prc20Token } from './data.js';

/** The allowance wallets ask for when a visitor approves "unlimited": the largest uint256. */
const UNLIMITED = (2n ** 256n - 1n).toString();

let session: ShellSession;
beforeAll(async () => {
  session = await joinSharedShellSession();
});
afterAll(async () => {
  await session?.close();
});

describe('calling a contract from its address page', () => {
  it('reads a view function through the full-node service and writes through the devnet wallet', async () => {
    const token = await prc20Token(session);
    const { page, errors } = await session.open('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /^Test account 1/ })
      .click();
    const connected = page.getByRole('button', { name: /^Wallet connected: / });
    await connected.waitFor();
    const wallet = (await connected.getAttribute('aria-label'))!.replace('Wallet connected: ', '');

    await page.goto(`${session.explorer.baseUrl}/address-account/${token.id}?tab=read`);
    await page.getByText(/\. totalSupply$/).click();
    const read = page.getByRole('form', { name: 'Read totalSupply' });
    await read.getByRole('button', { name: 'Query' }).click();
    const result = read.getByRole('table', { name: 'Result of totalSupply' });
    await result.waitFor();
    const detail = await postJson<{ totalSupply: string }>(session, '/token/gettoken', { id: token.id });
    expect(await result.textContent()).toContain(detail.totalSupply);

    await page.getByRole('tab', { name: 'Write contract' }).click();
    await page.getByText(/\. approve$/).click();
    const write = page.getByRole('form', { name: 'Write approve' });
    const [spender, amount] = await write.getByRole('textbox').all();
    await spender!.fill(token.id);
    await amount!.fill(UNLIMITED);
    await write.getByRole('button', { name: 'Write' }).click();
    const sent = write.getByRole('status');
    await sent.waitFor({ timeout: 30_000 });
    const hash = (await sent.getByRole('link').getAttribute('href'))!.split('/').pop()!;

    const indexed = await eventually(
      () => getJson<{ from: string; status: string }>(session, `/api/transaction/detail?hash=${hash}`),
      60_000,
      'the written transaction to be indexed',
    );
    expect(indexed).toMatchObject({ from: wallet, status: 'SUCCESS' });
    await page.goto(`${session.explorer.baseUrl}/transactiondetails/${hash}`);
    const method = page.getByRole('region', { name: 'Method' });
    await method.getByText('approve(address,uint256)').waitFor();
    await method.getByText(UNLIMITED, { exact: true }).waitFor();
    // All 78 digits stay on one line, on a desktop and on a phone.
    expect(await layoutProblems(page, { phone: false, tablesFit: true })).toEqual([]);
    expect(errors).toEqual([]);

    const phone = await session.open(`/transactiondetails/${hash}`, PHONE);
    const onPhone = phone.page.getByRole('region', { name: 'Method' });
    await onPhone.getByText(UNLIMITED, { exact: true }).waitFor();
    // Too long to read off by eye, so it can be copied; the layout check sees the button whole.
    await onPhone.getByRole('button', { name: 'Copy value' }).waitFor();
    await onPhone.scrollIntoViewIfNeeded();
    expect(await layoutProblems(phone.page, { phone: true, tablesFit: false })).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
