import {
  hexToBytes,
  privateKeyToAddress,
  sha256Hex,
  toBase58Address,
  utf8ToBytes,
} from '@poxscan/protocol/browser';

export interface DevnetAccount {
  label: string;
  address: string;
  privateKey: string;
}

/** How many of the devnet's funded test accounts the built-in wallet offers. */
export const DEVNET_WALLET_ACCOUNTS = 5;

/**
 * The devnet's deterministic test key for (seed, role, index), derived exactly as the devnet derives it
 * (docs/wallet.md): sha256 of "poxscan-devnet/<seed>/<role>/<index>", re-hashed while out of range.
 */
export function deriveDevnetKey(
  seed: number,
  role: string,
  index: number,
): { address: string; privateKey: string } {
  let privateKey = sha256Hex(utf8ToBytes(`poxscan-devnet/${seed}/${role}/${index}`));
  for (;;) {
    try {
      return { address: toBase58Address(privateKeyToAddress(privateKey)), privateKey };
    } catch {
      privateKey = sha256Hex(hexToBytes(privateKey));
    }
  }
}

export function devnetAccounts(seed: number, count = DEVNET_WALLET_ACCOUNTS): DevnetAccount[] {
  return Array.from({ length: count }, (_, index) => ({
    label: `Test account ${index + 1}`,
    ...deriveDevnetKey(seed, 'account', index),
  }));
}
