import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWallet, POLL_INTERVAL_MS } from './connect';
import { WalletError } from './errors';
import type { PolinkProvider, WalletDetails } from './provider';

const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

function provider(details: () => Promise<WalletDetails>): PolinkProvider {
  return {
    isPolink: true,
    getWalletDetails: details,
    signTransaction: async () => Promise.reject(new Error('unused')),
  };
}

const onNetwork = (Network: string, wallet_address?: string) => async (): Promise<WalletDetails> => [
  { name: 'Polink', version: '1.0.0' },
  { data: { Network, ...(wallet_address === undefined ? {} : { wallet_address }) } },
];

function connect(findProvider: () => PolinkProvider | undefined) {
  const notify = vi.fn();
  const result = connectWallet({ findProvider, expectedNetwork: 'Yuvi Testnet', notify });
  return { notify, result };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('connectWallet', () => {
  it('resolves with the wallet address on the test network', async () => {
    const { notify, result } = connect(() => provider(onNetwork('Yuvi Testnet', ADDRESS)));
    await expect(result).resolves.toEqual({ wallet_address: ADDRESS });
    expect(notify).not.toHaveBeenCalled();
  });

  it('polls every 500 ms until the extension is present, then fetches its details', async () => {
    vi.useFakeTimers();
    let present: PolinkProvider | undefined;
    const find = vi.fn(() => present);
    const { result } = connect(find);
    expect(find).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(find).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(find).toHaveBeenCalledTimes(2);
    present = provider(onNetwork('Yuvi Testnet', ADDRESS));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await expect(result).resolves.toEqual({ wallet_address: ADDRESS });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
    expect(find).toHaveBeenCalledTimes(3);
  });

  it("fails on another network with the toast 'Switch to TestNet Network'", async () => {
    const { notify, result } = connect(() => provider(onNetwork('POX Mainnet', ADDRESS)));
    await expect(result).rejects.toMatchObject({ kind: 'wrong-network' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Switch to TestNet Network');
  });

  it("fails when the details call fails, with the toast 'An error occurred while fetching wallet details.'", async () => {
    const find = vi.fn(() => provider(() => Promise.reject(new Error('locked'))));
    const { notify, result } = connect(find);
    await expect(result).rejects.toMatchObject({ kind: 'details-failed' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('An error occurred while fetching wallet details.');
    expect(find).toHaveBeenCalledTimes(1);
  });

  it("fails with 'Wallet address not found' and no toast when the address is missing", async () => {
    for (const details of [
      onNetwork('Yuvi Testnet'),
      onNetwork('Yuvi Testnet', ''),
      async () => [] as unknown as WalletDetails,
    ]) {
      const { notify, result } = connect(() => provider(details));
      const error = await result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WalletError);
      expect(error).toMatchObject({ kind: 'address-missing', message: 'Wallet address not found' });
      expect(notify).not.toHaveBeenCalled();
    }
  });
});
