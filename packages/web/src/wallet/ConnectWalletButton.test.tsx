import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import type { PolinkProvider, WalletDetails } from './provider';

const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

function injectPolink(details: () => Promise<WalletDetails>) {
  window.polink = {
    isPolink: true,
    getWalletDetails: details,
    signTransaction: () => Promise.reject(new Error('not in this test')),
  } satisfies PolinkProvider;
}

const onNetwork = (Network: string, wallet_address?: string) => async (): Promise<WalletDetails> => [
  { name: 'Polink', version: '1.0.0' },
  { data: { Network, ...(wallet_address === undefined ? {} : { wallet_address }) } },
];

async function clickConnect() {
  const user = userEvent.setup();
  const view = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
  return { user, ...view };
}

describe('Connect Wallet', () => {
  it('connects, then shows the first 5 and last 5 characters and is disabled', async () => {
    injectPolink(onNetwork('Yuvi Testnet', ADDRESS));
    const { deps } = await clickConnect();
    const button = await screen.findByRole('button', { name: `Wallet connected: ${ADDRESS}` });
    expect(button).toHaveTextContent('TLa2f...wYjU7');
    expect(button).toBeDisabled();
    expect(deps.store.getState().home.walletAddress).toBe(ADDRESS);
  });

  it('shows a spinner while it waits for the extension, and connects once the extension appears', async () => {
    const { deps } = await clickConnect();
    const spinner = await screen.findByRole('status', { name: 'Connecting wallet' });
    expect(spinner.closest('button')).toBeDisabled();
    injectPolink(onNetwork('Yuvi Testnet', ADDRESS));
    expect(await screen.findByText('TLa2f...wYjU7')).toBeInTheDocument();
    expect(deps.store.getState().home.walletAddress).toBe(ADDRESS);
  });

  it("refuses another network with the toast 'Switch to TestNet Network' and stays unconnected", async () => {
    injectPolink(onNetwork('POX Mainnet', ADDRESS));
    const { deps } = await clickConnect();
    expect(await screen.findByText('Switch to TestNet Network')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
    expect(deps.store.getState().home.walletAddress).toBe('');
  });

  it("toasts 'An error occurred while fetching wallet details.' when the extension fails", async () => {
    injectPolink(() => Promise.reject(new Error('extension crashed')));
    await clickConnect();
    expect(await screen.findByText('An error occurred while fetching wallet details.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });

  it('stays unconnected without a toast when the wallet gives no address', async () => {
    injectPolink(onNetwork('Yuvi Testnet'));
    const { deps } = await clickConnect();
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(deps.store.getState().home.walletAddress).toBe('');
  });

  it('treats a stored wallet address as connected', async () => {
    sessionStorage.setItem(
      'persist:poxscan',
      JSON.stringify({ home: JSON.stringify({ poxPrice: 0, walletAddress: ADDRESS }) }),
    );
    renderApp('/');
    expect(await screen.findByRole('button', { name: `Wallet connected: ${ADDRESS}` })).toBeDisabled();
  });

  it('offers the built-in devnet wallet only on a local devnet', async () => {
    const user = userEvent.setup();
    const { deps } = renderApp('/', { config: { devnet: true } });
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' });
    expect(dialog).toHaveTextContent('Polink extension');
    await user.click(screen.getByRole('button', { name: /^Test account 1/ }));
    await waitFor(() =>
      expect(deps.store.getState().home.walletAddress).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes straight to the extension when the network is not a devnet', async () => {
    await clickConnect();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Connecting wallet' })).toBeInTheDocument();
  });
});
