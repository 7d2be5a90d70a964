const SIGNATURE = /^[0-9a-f]{130}$/;

/**
 * A transaction's signatures (lowercase hex) as its two columns: 65-byte signatures one after the
 * other (signature_bytes, as hex), or, when any has another length, all of them as a jsonb list
 * (signatures).
 */
export function signatureColumns(signatures: string[]): { json: string | null; bytesHex: string | null } {
  return signatures.every((s) => SIGNATURE.test(s))
    ? { json: null, bytesHex: signatures.join('') }
    : { json: JSON.stringify(signatures), bytesHex: null };
}
