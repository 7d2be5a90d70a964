import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { connectWallet, sentTransactionRoutes, WALLET_ADDRESS } from './testing/walletFixtures';

const accountRoutes = {
  nodeAccount: { data: { address: WALLET_ADDRESS, balance: 1_000_000 } },
  nodeAccountResource: { data: {} },
  nodeReward: { data: { reward: 2_500_000 } },
};

describe('wallet actions in the app', () => {
  it('claims rewards through the wallet, with one toast from building to the block', async () => {
    const user = userEvent.setup();
    const { signed } = connectWallet();
    const { requests } = renderApp('/stake-resources', {
      routes: { ...accountRoutes, ...sentTransactionRoutes('buildWithdrawBalance') },
    });
    expect(await screen.findByText('2.5 POX')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim rewards' }));
    expect(await screen.findByText('Claim rewards: confirmed in block 4,321.')).toBeInTheDocument();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
    expect(signed).toHaveLength(1);
    expect(requests.find((r) => r.url === '/wallet/withdrawbalance')?.data).toEqual({
      owner_address: WALLET_ADDRESS,
      visible: true,
    });
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/wallet/getReward').length).toBeGreaterThanOrEqual(2),
    );
  });

  it("toasts the wallet's refusal, sends nothing, and frees the button", async () => {
    const user = userEvent.setup();
    connectWallet();
    window.polink = {
      ...window.polink!,
      signTransaction: () => Promise.reject(new Error('User rejected the request')),
    };
    const { requests } = renderApp('/stake-resources', {
      routes: { ...accountRoutes, ...sentTransactionRoutes('buildWithdrawBalance') },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim rewards' }));
    expect(
      await screen.findByText('Claim rewards failed. The wallet did not sign: User rejected the request'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/wallet/broadcasttransaction')).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim rewards' })).toBeEnabled());
  });

  it("toasts the full node's own reason when a builder answers 400 with java-tron's { Error }", async () => {
    const user = userEvent.setup();
    const { signed } = connectWallet();
    const { requests } = renderApp('/stake-resources', {
      routes: {
        ...accountRoutes,
        buildWithdrawBalance: {
          status: 400,
          data: { Error: 'class java.lang.IllegalArgumentException : Invalid address: owner_address' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim rewards' }));
    expect(
      await screen.findByText(
        'Claim rewards failed. The full node refused the request: Invalid address: owner_address',
      ),
    ).toBeInTheDocument();
    expect(signed).toHaveLength(0);
    expect(requests.some((r) => r.url === '/wallet/broadcasttransaction')).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim rewards' })).toBeEnabled());
  });

  it('says so when no wallet can sign for the connected address', async () => {
    const user = userEvent.setup();
    connectWallet();
    delete window.polink;
    const { requests } = renderApp('/stake-resources', { routes: accountRoutes });
    await user.click(await screen.findByRole('button', { name: 'Claim rewards' }));
    expect(
      await screen.findByText(
        'Claim rewards failed. No wallet can sign for the connected address; connect it again.',
      ),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/wallet/withdrawbalance')).toBe(false);
  });
});
