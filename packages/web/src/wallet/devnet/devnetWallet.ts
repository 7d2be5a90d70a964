import type { RuntimeConfig } from '../../config/runtimeConfig';
import type { PolinkProvider } from '../provider';
import { type DevnetAccount, devnetAccounts } from './devnetKeys';
import { createDevnetProvider } from './devnetProvider';

/** The seed the devnet's keys come from: published in the runtime config, 1 by default (the devnet's own). */
export function devnetSeedOf(config: RuntimeConfig): number {
  return config.devnetSeed ?? 1;
}

export function devnetWalletAccounts(config: RuntimeConfig): DevnetAccount[] {
  return config.devnet ? devnetAccounts(devnetSeedOf(config)) : [];
}

/** The devnet wallet holding `address`, if the address is one of its test accounts. */
export function devnetProviderFor(config: RuntimeConfig, address: string): PolinkProvider | undefined {
  const account = devnetWalletAccounts(config).find((candidate) => candidate.address === address);
  return account === undefined ? undefined : createDevnetProvider(account, config.networkName);
}
