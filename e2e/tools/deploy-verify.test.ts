import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTER_SOURCE,
  connectTestAccount,
  deployCounterViaNode,
  startToolsSession,
  type ToolsSession,
} from './session.js';

let session: ToolsSession;
beforeAll(async () => {
  session = await startToolsSession();
});
afterAll(async () => {
  await session?.close();
});

describe('contract deployment and verification in the browser', () => {
  it('compiles with solc in a worker, deploys with the devnet wallet, verifies, and shows the source on the contract page', async () => {
    // The page runs under the API's own Content-Security-Policy, which must let solc's WebAssembly run.
    const csp =
      (await fetch(`${session.explorer.baseUrl}/more/contractsdeployment`)).headers.get(
        'content-security-policy',
      ) ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    const { page, errors } = await session.open('/more/contractsdeployment');
    await connectTestAccount(page);
    await page.getByRole('textbox', { name: 'Solidity source' }).waitFor();
    await page.getByRole('button', { name: 'Compile' }).click();
    const panel = page.getByRole('region', { name: 'Deploy Counter' });
    await panel
      .or(page.getByRole('list', { name: 'Compiler messages' }))
      .first()
      .waitFor({ timeout: 120_000 });
    expect(
      await page.getByRole('list', { name: 'Compiler messages' }).getByRole('alert').allTextContents(),
    ).toEqual([]);
    await panel.getByPlaceholder('uint256').fill('7');
    await panel.getByRole('button', { name: 'Deploy' }).click();
    const deployed = page.getByRole('status', { name: 'Deployed contract' });
    await deployed.getByText(/^Counter is deployed at/).waitFor({ timeout: 60_000 });
    const address = (await deployed
      .getByRole('link', { name: /^T\w{33}$/ })
      .first()
      .textContent())!;
    const contract = await session.node<{ bytecode?: string; name?: string }>('/wallet/getcontract', {
      value: address,
    });
    expect(contract.name).toBe('Counter');
    expect(contract.bytecode?.endsWith('7'.padStart(64, '0'))).toBe(true);

    await deployed.getByRole('button', { name: 'Verify the source' }).click();
    await deployed.getByText(/^Verified \(full match\)/).waitFor({ timeout: 90_000 });
    await deployed.getByRole('link', { name: 'Open the contract' }).click();
    await page.getByRole('tab', { name: 'Code' }).click();
    const source = page.getByRole('region', { name: 'Source code' });
    await source.getByText('contract Counter {', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await source.textContent()).toContain('emit Incremented(msg.sender, count);');
    expect(errors).toEqual([]);
  });
});

describe('verification failures', () => {
  let address: string;
  beforeAll(async () => {
    address = await deployCounterViaNode(session, 7n);
  });

  async function submit(compiler: string, constructorArguments = '') {
    const { page } = await session.open(`/more/contractsverification?address=${address}`);
    const form = page.getByRole('form', { name: 'Verify a contract' });
    await form.getByLabel('Contract name *').fill('Counter');
    await form.getByRole('option', { name: `v${compiler}+`, exact: false }).waitFor({ state: 'attached' });
    const select = form.getByLabel('Compiler version *');
    const value = await select.locator('option', { hasText: `v${compiler}+` }).getAttribute('value');
    await select.selectOption(value!);
    await form.getByLabel('EVM version').selectOption('shanghai');
    await form.getByLabel('Source code *').fill(COUNTER_SOURCE);
    if (constructorArguments !== '')
      await form.getByLabel('Constructor arguments (ABI-encoded hex)').fill(constructorArguments);
    await form.getByRole('button', { name: 'Verify and publish' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor({ timeout: 90_000 });
    return (await alert.textContent()) ?? '';
  }

  it('names the compiler the chain says was used when another is chosen', async () => {
    expect(await submit('0.8.20')).toContain(
      'Compiler mismatch: The contract was compiled with solc 0.8.37 (read from its metadata), not 0.8.20.',
    );
  });

  it('names the constructor argument that differs from the one on chain', async () => {
    const text = await submit('0.8.37', `0x${'8'.padStart(64, '0')}`);
    expect(text).toContain(
      'Constructor arguments mismatch: The bytecode matches but constructor argument 0 (uint256 start) differs: "7" on chain, "8" given.',
    );
    expect(text).toContain('Argument 0 (uint256 start): on chain "7", given "8".');
  });
});
