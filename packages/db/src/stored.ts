// The forms values take in stored rows, as plain functions with no database client: a thread that
// only makes rows (the indexer's fetch thread) loads this without pg, PGlite and Kysely.

/** Escapes one value for COPY's text format (null is `\N`). */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = typeof value === 'string' ? value : String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

/**
 * What most transactions share is stored as NULL, which takes no bytes in a row (0040): no energy
 * or bandwidth used, and the result SUCCESS. Writers store these; readers give the values back
 * through `txUsage` and `txResult` (tx-columns.ts).
 */
export const storedUsage = (used: number): number | null => used || null;

export const storedResult = (result: string): string | null => (result === 'SUCCESS' ? null : result);

/**
 * event_logs.topic1…topic3 hold a topic's 32-byte word without its leading zero bytes (0038): an
 * address topic has 12, a small number more. `storedTopic` gives the value a write stores (bytea's
 * text form, '\x' and the hex); a topic of another length, which java-tron never gives, is stored
 * whole. Readers pad it back with `topicHex` (topic.ts).
 */
export const storedTopic = (hex: string): string => `\\x${storedTopicHex(hex)}`;

/** storedTopic's hex, without bytea's '\x'. */
export const storedTopicHex = (hex: string): string => (hex.length === 64 ? hex.replace(/^(00)+/, '') : hex);
