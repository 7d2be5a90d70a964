import { ADDRESS_PREFIX_BYTE } from './address.js';
import { keccak256Bytes } from './hash.js';
import { bytesToHex, concatBytes, hexToFixedBytes } from './hex.js';

// Input checks and output formats shared by both secp256k1 implementations (@noble in the browser
// entry, WebAssembly in the server entry), so that both accept, refuse and write exactly alike.

export function bytes32(hex: string, what: string): Uint8Array {
  return hexToFixedBytes(hex, 32, what);
}

/** A 65-byte r ‖ s ‖ v signature split into its compact r ‖ s and its recovery bit (v ∈ {0,1,27,28}). */
export function splitSignature(signatureHex: string): { compact: Uint8Array; recovery: 0 | 1 } {
  const bytes = hexToFixedBytes(signatureHex, 65, 'signature');
  const v = bytes[64]!;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) throw new Error(`invalid signature v byte ${v}`);
  return { compact: bytes.subarray(0, 64), recovery };
}

/** r ‖ s ‖ v as tronweb's `trx.sign` writes it: lowercase r and s, then 27 + recovery in uppercase ("1B"/"1C"). */
export function formatSignature(compact: Uint8Array, recovery: number): string {
  return bytesToHex(compact) + (27 + recovery).toString(16).toUpperCase();
}

/** 41-hex address of an uncompressed public key (0x04 ‖ x ‖ y): 0x41 ‖ keccak256(x ‖ y)[12..32]. */
export function addressOfUncompressedKey(publicKey: Uint8Array): string {
  const hash = keccak256Bytes(publicKey.subarray(1, 65));
  return bytesToHex(concatBytes(Uint8Array.of(ADDRESS_PREFIX_BYTE), hash.subarray(12)));
}
