/**
 * A transaction's signatures as hex: signature_bytes (in hex) cut into its 65-byte signatures, or,
 * on rows where a signature has another length, the list stored as jsonb.
 */
export function signatureList(bytesHex: string | null, stored: unknown): string[] {
  if (bytesHex !== null) return bytesHex.match(/.{130}/g) ?? [];
  return Array.isArray(stored) ? (stored as string[]) : [];
}
