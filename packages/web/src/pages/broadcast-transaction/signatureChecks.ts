import { recoverAddressFromDigest, toBase58Address } from '@poxscan/protocol/browser';

export interface SignatureCheck {
  signature: string;
  /** The signer, base58, when the signature recovers at all. */
  signer?: string;
  valid: boolean;
  reason: string;
}

/**
 * Checks each signature over the txID: valid when it recovers to one of the keys allowed to sign for
 * the owner (the owner itself, or the keys of the account's permission when known).
 */
export function checkSignatures(
  txID: string,
  signatures: readonly string[],
  allowedSigners: ReadonlySet<string>,
): SignatureCheck[] {
  return signatures.map((signature) => {
    let signer: string;
    try {
      signer = toBase58Address(recoverAddressFromDigest(txID, signature));
    } catch {
      return { signature, valid: false, reason: 'Not a valid signature (65 bytes r‖s‖v expected).' };
    }
    return allowedSigners.has(signer)
      ? { signature, signer, valid: true, reason: `Valid: signed by ${signer}.` }
      : {
          signature,
          signer,
          valid: false,
          reason: `Invalid: it recovers to ${signer}, which may not sign for this account.`,
        };
  });
}

interface PermissionJson {
  id?: number;
  keys?: Array<{ address?: string }>;
}

/**
 * Who may sign for the owner under the transaction's permission, from `/wallet/getaccount`
 * (visible=true): the owner permission (id 0) or the active permission with that id. An account
 * without permissions (or unknown) is signed for by its own key.
 */
export function allowedSignersOf(
  account: Record<string, unknown> | undefined,
  owner: string,
  permissionId: number,
): Set<string> {
  const permission =
    permissionId === 0
      ? (account?.owner_permission as PermissionJson | undefined)
      : (account?.active_permission as PermissionJson[] | undefined)?.find(
          (p) => (p.id ?? 0) === permissionId,
        );
  const keys = (permission?.keys ?? [])
    .map((key) => key.address)
    .filter((a): a is string => typeof a === 'string');
  return new Set(keys.length > 0 ? keys : [owner]);
}
