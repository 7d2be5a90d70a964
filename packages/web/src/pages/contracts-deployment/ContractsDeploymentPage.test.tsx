import { EditorView } from '@codemirror/view';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import {
  BUILT_TRANSACTION,
  connectWallet,
  sentTransactionRoutes,
  WALLET_ADDRESS,
} from '../../wallet-actions/testing/walletFixtures';
import { compileInNode } from './solcInNode.test-util';

vi.mock('../../solc/compiler', () => ({ compileSolidity: compileInNode }));

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./ContractsDeploymentPage'), 60_000);

const JOB = '0b7c1f4e-2a55-4f0e-9d3a-6c1f0e2b9a71';

async function openDeployment(routes = {}) {
  const user = userEvent.setup();
  const view = renderApp('/more/contractsdeployment', { routes });
  await screen.findByRole('heading', { level: 1, name: 'Contracts Deployment' });
  const editor = await screen.findByRole('textbox', { name: 'Solidity source' });
  return { user, editor, requests: view.requests };
}

function replaceSource(editor: HTMLElement, text: string) {
  const view = EditorView.findFromDOM(editor)!;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

describe('contracts deployment page', () => {
  it('compiles in the background, builds the constructor form from the ABI and deploys through the wallet', async () => {
    connectWallet();
    const { user, requests } = await openDeployment({
      ...sentTransactionRoutes('deployContract'),
      verifyContract: {
        status: 202,
        data: {
          id: JOB,
          status: 'queued',
          address: 'x',
          contractName: 'Counter',
          compilerVersion: '0.8.37',
          createdAt: 1,
          updatedAt: 1,
          verified: null,
          failure: null,
        },
      },
      verificationJob: {
        data: {
          id: JOB,
          status: 'compiling',
          address: 'x',
          contractName: 'Counter',
          compilerVersion: '0.8.37',
          createdAt: 1,
          updatedAt: 1,
          verified: null,
          failure: null,
        },
      },
    });
    expect(screen.getByLabelText('EVM version')).toHaveValue('shanghai');
    await user.click(screen.getByRole('button', { name: 'Compile' }));
    const panel = await screen.findByRole('region', { name: 'Deploy Counter' }, { timeout: 30_000 });
    const start = within(panel).getByPlaceholderText('uint256');
    await user.click(within(panel).getByRole('button', { name: 'Deploy' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('start: uint256 needs a value');
    await user.type(start, '7');
    await user.click(within(panel).getByRole('button', { name: 'Deploy' }));

    const deployed = await screen.findByRole('status', { name: 'Deployed contract' }, { timeout: 10_000 });
    expect(deployed).toHaveTextContent(/Counter is deployed at T\w{33} in block 4,321\./);
    const body = requests.find((r) => r.url === '/wallet/deploycontract')?.data as Record<string, unknown>;
    expect(body).toMatchObject({
      owner_address: WALLET_ADDRESS,
      name: 'Counter',
      parameter: '7'.padStart(64, '0'),
      fee_limit: 1_000_000_000,
      consume_user_resource_percent: 100,
      origin_energy_limit: 10_000_000,
      visible: true,
    });
    expect(body.bytecode).toMatch(/^60[0-9a-f]{2}604052/);
    expect(JSON.parse(body.abi as string)).toContainEqual(
      expect.objectContaining({ type: 'function', name: 'increment' }),
    );
    expect(within(deployed).getByRole('link', { name: BUILT_TRANSACTION.txID })).toBeInTheDocument();

    await user.click(within(deployed).getByRole('button', { name: 'Verify the source' }));
    expect(await within(deployed).findByText(/Compiling with solc 0.8.37/)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/dev/verify')?.data).toMatchObject({
      contractName: 'Counter',
      compilerVersion: '0.8.37',
      sourceType: 'single-file',
      fileName: 'Contract.sol',
      optimizer: false,
      evmVersion: 'shanghai',
      license: 'MIT',
    });
  });

  it("shows solc's errors for a source that does not compile", async () => {
    const { user, editor } = await openDeployment();
    replaceSource(
      editor,
      'pragma solidity ^0.8.20;\ncontract Broken { function f() public { undefinedName(); } }',
    );
    await user.click(screen.getByRole('button', { name: 'Compile' }));
    const messages = await screen.findByRole('list', { name: 'Compiler messages' }, { timeout: 30_000 });
    expect(within(messages).getByRole('alert')).toHaveTextContent(/DeclarationError: Undeclared identifier/);
    expect(screen.queryByRole('region', { name: /^Deploy / })).toBeNull();
  });

  it('asks for a wallet before deploying', async () => {
    const { user } = await openDeployment();
    await user.click(screen.getByRole('button', { name: 'Compile' }));
    const panel = await screen.findByRole('region', { name: 'Deploy Counter' }, { timeout: 30_000 });
    expect(within(panel).getByRole('button', { name: 'Deploy' })).toBeDisabled();
    expect(panel).toHaveTextContent('Connect a wallet (Connect Wallet, at the top) to deploy.');
  });
});
