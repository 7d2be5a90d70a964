import { checkDigestSignatures, type PermissionKeys, type SignatureCheck } from './multisig-rule.js';
import { recoverAddressFromDigest } from './signature.js';

export type { PermissionKeys, SignatureCheck } from './multisig-rule.js';

/**
 * java-tron's multi-signature rule over a digest (a txID): every signer must hold a key of the
 * permission (owner, witness or active), and the summed weight of distinct signers must reach the
 * threshold. A signer who signed twice counts once.
 */
export function verifyDigestSignatures(
  digestHex: string,
  signatures: string[],
  permission: PermissionKeys,
): SignatureCheck {
  return checkDigestSignatures(recoverAddressFromDigest, digestHex, signatures, permission);
}
