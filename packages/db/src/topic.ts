import { sql } from 'kysely';

/** A stored topic after topic0 (storedTopic in stored.ts) as the node gave it: lower-case hex, padded back to its 32 bytes. */
export const topicHex = (column: string) => {
  const ref = sql.ref(column);
  return sql<string | null>`lpad(encode(${ref}, 'hex'), greatest(64, 2 * octet_length(${ref})), '0')`;
};
