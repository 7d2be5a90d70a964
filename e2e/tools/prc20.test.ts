import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestAccount, KEYS, startToolsSession, type ToolsSession } from './session.js';

interface TokensPage {
  items: Array<{ id: string; name: string; symbol: string }>;
}

let session: ToolsSession;
beforeAll(async () => {
  session = await startToolsSession();
});
afterAll(async () => {
  await session?.close();
});

async function balanceOf(token: string, holder: string): Promise<bigint> {
  const reply = await session.node<{ constant_result?: string[] }>('/wallet/triggerconstantcontract', {
    owner_address: holder,
    contract_address: token,
    function_selector: 'balanceOf(address)',
    parameter: KEYS.accounts
      .find((a) => a.base58 === holder)!
      .hex.slice(2)
      .padStart(64, '0'),
  });
  return BigInt(`0x${reply.constant_result?.[0] ?? '0'}`);
}

describe('PRC20 token deployment', () => {
  it('creates a token through the devnet wallet, lists it in /tokens, and transfers it from the contract page', async () => {
    const owner = KEYS.accounts[0]!.base58;
    const receiver = KEYS.accounts[2]!.base58;
    const { page, errors } = await session.open('/more/prc20tokendeployment');
    await connectTestAccount(page);
    const form = page.getByRole('form', { name: 'Create a PRC20 token' });
    await form.getByLabel('Name *').fill('Tools Test Token');
    await form.getByLabel('Symbol *').fill('TTT');
    await form.getByLabel('Decimals *').fill('6');
    await form.getByLabel('Initial supply *').fill('1000000');
    await form.getByLabel('Mintable (you can create more later)').check();
    await form.getByRole('button', { name: 'Create token' }).click();
    const deployed = page.getByRole('status', { name: 'Deployed token' });
    await deployed.getByText(/^TTT is deployed at/).waitFor({ timeout: 60_000 });
    const token = (await deployed
      .getByRole('link', { name: /^T\w{33}$/ })
      .first()
      .textContent())!;
    expect(await balanceOf(token, owner)).toBe(1_000_000_000_000n);

    await session.waitForIndexer();
    await expect
      .poll(
        async () => {
          const list = await session.api<TokensPage>('/token/getTokens?type=prc20&limit=100&pageNo=1');
          return list.items.find((item) => item.id === token);
        },
        { timeout: 30_000 },
      )
      .toMatchObject({ name: 'Tools Test Token', symbol: 'TTT' });
    await page.goto(`${session.explorer.baseUrl}/tokens`);
    await page.getByText('Tools Test Token').first().waitFor({ timeout: 30_000 });

    await page.goto(`${session.explorer.baseUrl}/address-account/${token}?tab=write`);
    const transfer = page
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: /^\d+\. transfer$/ }) });
    await transfer.locator('summary').click();
    const write = transfer.getByRole('form', { name: 'Write transfer' });
    const inputs = write.locator('input');
    await inputs.nth(0).fill(receiver);
    await inputs.nth(1).fill('2500000');
    await write.getByRole('button', { name: 'Write' }).click();
    await write.getByRole('status').waitFor({ timeout: 60_000 });
    await expect.poll(() => balanceOf(token, receiver), { timeout: 30_000 }).toBe(2_500_000n);
    expect(await balanceOf(token, owner)).toBe(1_000_000_000_000n - 2_500_000n);
    expect(errors).toEqual([]);
  });
});
