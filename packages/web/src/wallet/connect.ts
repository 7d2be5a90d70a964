import {
  ADDRESS_MISSING_MESSAGE,
  DETAILS_FAILED_MESSAGE,
  WalletError,
  WRONG_NETWORK_MESSAGE,
} from './errors';
import type { PolinkProvider, WalletConnection } from './provider';

export const POLL_INTERVAL_MS = 500;

export interface ConnectOptions {
  findProvider: () => PolinkProvider | undefined;
  /** The only network the explorer accepts (the runtime config's network name). */
  expectedNetwork: string;
  /** Shows a message to the visitor (a toast). */
  notify: (message: string) => void;
  intervalMs?: number;
  signal?: AbortSignal;
}

/** Resolves with the provider as soon as it is present, checking every `intervalMs`. */
export function waitForProvider(
  findProvider: () => PolinkProvider | undefined,
  intervalMs: number,
  signal?: AbortSignal,
): Promise<PolinkProvider> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (signal?.aborted) {
        reject(new WalletError('cancelled', 'wallet connection cancelled'));
        return;
      }
      const provider = findProvider();
      if (provider === undefined) setTimeout(check, intervalMs);
      else resolve(provider);
    };
    check();
  });
}

/**
 * Connects the wallet: waits for the provider, reads its details, checks the network, then the address.
 * Wrong network and a failed details call are told to the visitor; a missing address is not.
 */
export async function connectWallet(options: ConnectOptions): Promise<WalletConnection> {
  const provider = await waitForProvider(
    options.findProvider,
    options.intervalMs ?? POLL_INTERVAL_MS,
    options.signal,
  );
  let details: Awaited<ReturnType<PolinkProvider['getWalletDetails']>>;
  try {
    details = await provider.getWalletDetails();
  } catch (cause) {
    options.notify(DETAILS_FAILED_MESSAGE);
    throw new WalletError('details-failed', DETAILS_FAILED_MESSAGE, { cause });
  }
  const data = Array.isArray(details) ? details[1]?.data : undefined;
  if (data !== undefined && data.Network !== options.expectedNetwork) {
    options.notify(WRONG_NETWORK_MESSAGE);
    throw new WalletError(
      'wrong-network',
      `wallet is on ${String(data.Network)}, not ${options.expectedNetwork}`,
    );
  }
  const address = data?.wallet_address;
  if (typeof address !== 'string' || address === '')
    throw new WalletError('address-missing', ADDRESS_MISSING_MESSAGE);
  return { wallet_address: address };
}
