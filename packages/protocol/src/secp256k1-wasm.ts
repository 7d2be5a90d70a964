import * as ecc from 'tiny-secp256k1';
import { checkDigestSignatures, type PermissionKeys, type SignatureCheck } from './multisig-rule.js';
import { addressOfUncompressedKey, bytes32, formatSignature, splitSignature } from './signature-format.js';

// The server entry's secp256k1: libsecp256k1 compiled to WebAssembly (tiny-secp256k1), about five
// times faster than @noble/curves at signing and recovery, which a node checking every signature
// of every block needs. Results are byte-identical (RFC 6979 nonces, low s). The browser entry
// keeps @noble, so no WebAssembly reaches a web bundle.

function privateKey(hex: string): Uint8Array {
  const key = bytes32(hex, 'private key');
  if (!ecc.isPrivate(key)) throw new Error('invalid private key');
  return key;
}

/** Uncompressed public key (65 bytes, 0x04 ‖ x ‖ y) of a 32-byte private key. */
export function publicKeyFromPrivateKey(privateKeyHex: string): Uint8Array {
  return ecc.pointFromScalar(privateKey(privateKeyHex), false)!;
}

/** 41-hex address of a private key. */
export function privateKeyToAddress(privateKeyHex: string): string {
  return addressOfUncompressedKey(publicKeyFromPrivateKey(privateKeyHex));
}

/** Signs a 32-byte digest; the signature is written exactly as tronweb's `trx.sign` writes it (v = "1B"/"1C"). */
export function signDigest(digestHex: string, privateKeyHex: string): string {
  const digest = bytes32(digestHex, 'digest');
  const { signature, recoveryId } = ecc.signRecoverable(digest, privateKey(privateKeyHex));
  return formatSignature(signature, recoveryId);
}

/** Recovers the 41-hex signer address of a digest from a 65-byte r ‖ s ‖ v signature. Throws if invalid. */
export function recoverAddressFromDigest(digestHex: string, signatureHex: string): string {
  const { compact, recovery } = splitSignature(signatureHex);
  const digest = bytes32(digestHex, 'digest');
  let publicKey: Uint8Array | null;
  try {
    publicKey = ecc.recover(digest, compact, recovery, false);
  } catch {
    publicKey = null;
  }
  if (publicKey === null) throw new Error('invalid signature: no public key recovers from it');
  return addressOfUncompressedKey(publicKey);
}

/** The multi-signature rule of `verifyDigestSignatures`, recovering on WebAssembly. */
export function verifyDigestSignatures(
  digestHex: string,
  signatures: string[],
  permission: PermissionKeys,
): SignatureCheck {
  return checkDigestSignatures(recoverAddressFromDigest, digestHex, signatures, permission);
}
