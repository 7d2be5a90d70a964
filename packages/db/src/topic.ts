import { sql } from 'kysely';

/**
 * event_logs.topic1…topic3 hold a topic's 32-byte word without its leading zero bytes (0038): an
 * address topic has 12, a small number more. `storedTopic` gives the value a write stores (bytea's
 * text form, '\x' and the hex); a topic of another length, which java-tron never gives, is stored
 * whole.
 */
export const storedTopic = (hex: string): string => `\\x${storedTopicHex(hex)}`;

/** storedTopic's hex, without bytea's '\x'. */
export const storedTopicHex = (hex: string): string => (hex.length === 64 ? hex.replace(/^(00)+/, '') : hex);

/** A stored topic after topic0 as the node gave it: lower-case hex, padded back to its 32 bytes. */
export const topicHex = (column: string) => {
  const ref = sql.ref(column);
  return sql<string | null>`lpad(encode(${ref}, 'hex'), greatest(64, 2 * octet_length(${ref})), '0')`;
};
