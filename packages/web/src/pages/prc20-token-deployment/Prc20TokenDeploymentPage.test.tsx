import { encodeAbiParams } from '@poxscan/protocol/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import {
  connectWallet,
  sentTransactionRoutes,
  WALLET_ADDRESS,
} from '../../wallet-actions/testing/walletFixtures';
import artifact from './prc20Artifact.json';

const JOB = '0b7c1f4e-2a55-4f0e-9d3a-6c1f0e2b9a71';
const job = {
  id: JOB,
  status: 'queued',
  address: 'x',
  contractName: 'PRC20Token',
  compilerVersion: '0.8.37',
  createdAt: 1,
  updatedAt: 1,
  verified: null,
  failure: null,
};

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./Prc20TokenDeploymentPage'), 60_000);

async function openTokenPage(routes = {}) {
  const user = userEvent.setup();
  const view = renderApp('/more/prc20tokendeployment', { routes });
  await screen.findByRole('heading', { level: 1, name: 'PRC20 Token Deployment' });
  return { user, requests: view.requests };
}

describe('PRC20 token deployment page', () => {
  it('deploys the template with the form as constructor arguments and links to the new token', async () => {
    connectWallet();
    const { user, requests } = await openTokenPage({
      ...sentTransactionRoutes('deployContract'),
      verifyContract: { status: 202, data: job },
      verificationJob: { data: { ...job, status: 'compiling' } },
    });
    expect(
      screen.getByText(/OpenZeppelin Contracts 5\.7\.0's ERC20, compiled with solc 0\.8\.37/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name *'), 'Pox Test');
    await user.type(screen.getByLabelText('Symbol *'), 'PXT');
    await user.clear(screen.getByLabelText('Decimals *'));
    await user.type(screen.getByLabelText('Decimals *'), '6');
    await user.type(screen.getByLabelText('Initial supply *'), '1000000');
    await user.click(screen.getByLabelText('Burnable (holders can destroy theirs)'));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const deployed = await screen.findByRole('status', { name: 'Deployed token' }, { timeout: 10_000 });
    expect(deployed).toHaveTextContent(/PXT is deployed at T\w{33} in block 4,321\./);
    const body = requests.find((r) => r.url === '/wallet/deploycontract')?.data as Record<string, unknown>;
    const inputs = artifact.abi.find((e) => e.type === 'constructor')!.inputs!;
    expect(body).toMatchObject({
      owner_address: WALLET_ADDRESS,
      name: 'PRC20Token',
      bytecode: artifact.bytecode,
      parameter: encodeAbiParams(inputs, ['Pox Test', 'PXT', 6, 1_000_000_000_000n, false, true]),
      fee_limit: 1_000_000_000,
    });
    expect(JSON.parse(body.abi as string)).toEqual(artifact.abi);
    const address = within(deployed).getByRole('link', { name: /^T\w{33}$/ }).textContent!;
    expect(within(deployed).getByRole('link', { name: 'Open the token' })).toHaveAttribute(
      'href',
      `/tokendetails/${address}`,
    );

    await user.click(within(deployed).getByRole('button', { name: 'Verify the source' }));
    await within(deployed).findByText(/Compiling with solc/);
    expect(requests.find((r) => r.url === '/dev/verify')?.data).toEqual({
      address,
      contractName: 'PRC20Token',
      compilerVersion: '0.8.37',
      sourceType: 'standard-json',
      standardJson: artifact.standardJsonInput,
      license: 'MIT',
    });
  });

  it('names every wrong field and sends nothing', async () => {
    connectWallet();
    const { user, requests } = await openTokenPage();
    await user.type(screen.getByLabelText('Symbol *'), 'P-X');
    await user.type(screen.getByLabelText('Initial supply *'), '1.1234567');
    await user.clear(screen.getByLabelText('Decimals *'));
    await user.type(screen.getByLabelText('Decimals *'), '6');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByLabelText('Name *')).toHaveAccessibleDescription(
      'Enter a name of 1 to 64 characters, e.g. My Token.',
    );
    expect(screen.getByLabelText('Symbol *')).toHaveAccessibleDescription(/1 to 11 letters or digits/);
    expect(screen.getByLabelText('Initial supply *')).toHaveAccessibleDescription(
      /Not a token amount: .*decimal/,
    );
    expect(requests.some((r) => r.url === '/wallet/deploycontract')).toBe(false);
  });

  it('asks for a wallet first', async () => {
    await openTokenPage();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
    expect(
      screen.getByText('Connect a wallet (Connect Wallet, at the top) to create a token.'),
    ).toBeInTheDocument();
  });
});
