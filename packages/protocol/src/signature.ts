import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ADDRESS_PREFIX_BYTE } from './address.js';
import { keccak256Bytes } from './hash.js';
import { bytesToHex, concatBytes, hexToBytes } from './hex.js';

function bytes32(hex: string, what: string): Uint8Array {
  const bytes = hexToBytes(hex);
  if (bytes.length !== 32) throw new Error(`${what} must be 32 bytes, got ${bytes.length}`);
  return bytes;
}

/** Uncompressed public key (65 bytes, 0x04 ‖ x ‖ y) of a 32-byte private key. */
export function publicKeyFromPrivateKey(privateKeyHex: string): Uint8Array {
  return secp256k1.getPublicKey(bytes32(privateKeyHex, 'private key'), false);
}

/**
 * Address of a secp256k1 public key, as 41-hex: 0x41 ‖ keccak256(x ‖ y)[12..32].
 * Accepts 65-byte uncompressed, 64-byte raw (x ‖ y) or 33-byte compressed keys.
 */
export function addressFromPublicKey(publicKey: Uint8Array | string): string {
  let key = typeof publicKey === 'string' ? hexToBytes(publicKey) : publicKey;
  if (key.length === 64) key = concatBytes(Uint8Array.of(4), key);
  const point = secp256k1.Point.fromBytes(key);
  const xy = point.toBytes(false).slice(1);
  return bytesToHex(concatBytes(Uint8Array.of(ADDRESS_PREFIX_BYTE), keccak256Bytes(xy).slice(12)));
}

/** 41-hex address of a private key. */
export function privateKeyToAddress(privateKeyHex: string): string {
  return addressFromPublicKey(publicKeyFromPrivateKey(privateKeyHex));
}

/**
 * Signs a 32-byte digest (RFC 6979, low-s) and returns 65 bytes r ‖ s ‖ v as hex, written exactly
 * as tronweb's `trx.sign` writes it: lowercase r and s, then v = 27 + recovery as uppercase hex
 * ("1B"/"1C"). Compare signatures case-insensitively.
 */
export function signDigest(digestHex: string, privateKeyHex: string): string {
  const digest = bytes32(digestHex, 'digest');
  const recovered = secp256k1.sign(digest, bytes32(privateKeyHex, 'private key'), {
    prehash: false,
    format: 'recovered',
  });
  const sig = secp256k1.Signature.fromBytes(recovered, 'recovered');
  const rs = bytesToHex(sig.toBytes('compact'));
  return rs + (27 + sig.recovery!).toString(16).toUpperCase();
}

/** Splits a 65-byte signature into its compact r ‖ s and its recovery bit (v ∈ {0,1,27,28}). */
function parseRecoverable(signatureHex: string) {
  const bytes = hexToBytes(signatureHex);
  if (bytes.length !== 65) throw new Error(`signature must be 65 bytes, got ${bytes.length}`);
  const v = bytes[64]!;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) throw new Error(`invalid signature v byte ${v}`);
  return secp256k1.Signature.fromBytes(bytes.slice(0, 64), 'compact').addRecoveryBit(recovery);
}

/** Recovers the 41-hex signer address of a digest from a 65-byte r ‖ s ‖ v signature. Throws if invalid. */
export function recoverAddressFromDigest(digestHex: string, signatureHex: string): string {
  const point = parseRecoverable(signatureHex).recoverPublicKey(bytes32(digestHex, 'digest'));
  return addressFromPublicKey(point.toBytes(false));
}
