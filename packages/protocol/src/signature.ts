import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hexToBytes } from './hex.js';
import { addressOfUncompressedKey, bytes32, formatSignature, splitSignature } from './signature-format.js';

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
  if (key.length === 64) key = Uint8Array.of(4, ...key);
  return addressOfUncompressedKey(secp256k1.Point.fromBytes(key).toBytes(false));
}

/** 41-hex address of a private key. */
export function privateKeyToAddress(privateKeyHex: string): string {
  return addressOfUncompressedKey(publicKeyFromPrivateKey(privateKeyHex));
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
  return formatSignature(sig.toBytes('compact'), sig.recovery!);
}

/** Recovers the 41-hex signer address of a digest from a 65-byte r ‖ s ‖ v signature. Throws if invalid. */
export function recoverAddressFromDigest(digestHex: string, signatureHex: string): string {
  const { compact, recovery } = splitSignature(signatureHex);
  const point = secp256k1.Signature.fromBytes(compact, 'compact')
    .addRecoveryBit(recovery)
    .recoverPublicKey(bytes32(digestHex, 'digest'));
  return addressOfUncompressedKey(point.toBytes(false));
}
