import {
  bytesToHex,
  privateKeyToAddress,
  sha256Bytes,
  toBase58Address,
  utf8ToBytes,
} from '@poxscan/protocol';
import type { HexAddress } from './address.js';

export interface DevnetKey {
  privateKey: string;
  /** hex, 41-prefixed */
  hex: HexAddress;
  base58: string;
}

export interface DevnetKeys {
  /** The 27 SRs active at genesis, in schedule order. */
  witnesses: DevnetKey[];
  /** SR partners (ranks 28–127 at genesis). */
  partners: DevnetKey[];
  /** Candidates with a little stake and no votes. */
  candidates: DevnetKey[];
  /** Funded genesis accounts for tests and simulated users. */
  accounts: DevnetKey[];
  byHex: Map<HexAddress, DevnetKey>;
}

export interface KeyCounts {
  witnesses: number;
  partners: number;
  candidates: number;
  accounts: number;
}

export const DEFAULT_KEY_COUNTS: KeyCounts = { witnesses: 27, partners: 6, candidates: 4, accounts: 40 };

/** Deterministic key for (seed, role, index): sha256 of a label, re-hashed in the negligible case it is out of range. */
export function deriveKey(seed: number, role: string, index: number): DevnetKey {
  let material = sha256Bytes(utf8ToBytes(`poxscan-devnet/${seed}/${role}/${index}`));
  for (;;) {
    try {
      const privateKey = bytesToHex(material);
      const hex = privateKeyToAddress(privateKey);
      return { privateKey, hex, base58: toBase58Address(hex) };
    } catch {
      material = sha256Bytes(material);
    }
  }
}

export function devnetKeys(seed = 1, counts: KeyCounts = DEFAULT_KEY_COUNTS): DevnetKeys {
  const make = (role: string, n: number) => Array.from({ length: n }, (_, i) => deriveKey(seed, role, i));
  const keys = {
    witnesses: make('witness', counts.witnesses),
    partners: make('partner', counts.partners),
    candidates: make('candidate', counts.candidates),
    accounts: make('account', counts.accounts),
  };
  const byHex = new Map<HexAddress, DevnetKey>();
  for (const key of [...keys.witnesses, ...keys.partners, ...keys.candidates, ...keys.accounts]) {
    byHex.set(key.hex, key);
  }
  return { ...keys, byHex };
}
