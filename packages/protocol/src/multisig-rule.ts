import { toBase58Address, toHexAddress } from './address.js';

export interface PermissionKeys {
  threshold: number | bigint;
  keys: Array<{ address: string; weight: number | bigint }>;
}

export interface SignatureCheck {
  ok: boolean;
  /** Sum of the weights of the distinct signers found in the permission. */
  weight: bigint;
  /** Distinct recovered signers, 41-hex, in signature order. */
  signers: string[];
  reason?: string;
}

/** Recovers the 41-hex signer of a digest from a 65-byte signature; throws if it cannot. */
export type RecoverSigner = (digestHex: string, signatureHex: string) => string;

/**
 * java-tron's multi-signature rule over a digest (a txID): every signer must hold a key of the
 * permission (owner, witness or active), and the summed weight of distinct signers must reach the
 * threshold. A signer who signed twice counts once. Each entry point passes its own curve.
 */
export function checkDigestSignatures(
  recover: RecoverSigner,
  digestHex: string,
  signatures: string[],
  permission: PermissionKeys,
): SignatureCheck {
  const weights = new Map<string, bigint>();
  for (const key of permission.keys) weights.set(toHexAddress(key.address), BigInt(key.weight));
  const signers: string[] = [];
  let weight = 0n;
  const fail = (reason: string): SignatureCheck => ({ ok: false, weight, signers, reason });
  if (signatures.length === 0) return fail('no signatures');
  for (const [index, signature] of signatures.entries()) {
    let signer: string;
    try {
      signer = recover(digestHex, signature);
    } catch (error) {
      return fail(`signature ${index} is invalid: ${(error as Error).message}`);
    }
    if (signers.includes(signer)) continue;
    signers.push(signer);
    const keyWeight = weights.get(signer);
    if (keyWeight === undefined) {
      return fail(`signer ${toBase58Address(signer)} (signature ${index}) is not in the permission`);
    }
    weight += keyWeight;
  }
  const threshold = BigInt(permission.threshold);
  if (weight < threshold) return fail(`signature weight ${weight} is below the threshold ${threshold}`);
  return { ok: true, weight, signers };
}
