import { bytea } from './bulk.js';

const SIGNATURE = /^[0-9a-f]{130}$/;

/**
 * A transaction's signatures as its two columns: 65-byte signatures one after the other as bytes
 * (signature_bytes), or, when any has another length, all of them as a jsonb list (signatures).
 */
export function signatureColumns(signatures: string[]): [jsonb: string | null, bytes: string | null] {
  return signatures.every((s) => SIGNATURE.test(s))
    ? [null, bytea(signatures.join(''))]
    : [JSON.stringify(signatures), null];
}
