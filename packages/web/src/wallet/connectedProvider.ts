import type { RuntimeConfig } from '../config/runtimeConfig';
import { devnetProviderFor } from './devnet/devnetWallet';
import { findPolink, type PolinkProvider } from './provider';

/**
 * The provider that signs for the connected address: the devnet wallet when the address is one of its
 * test accounts, the Polink extension otherwise. Screens that send transactions load this lazily.
 */
export function connectedProvider(config: RuntimeConfig, walletAddress: string): PolinkProvider | undefined {
  if (walletAddress === '') return undefined;
  return devnetProviderFor(config, walletAddress) ?? findPolink();
}
