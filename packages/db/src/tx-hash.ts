import { type RawBuilder, sql } from 'kysely';

/**
 * transactions.hash holds a txID's 32 bytes (0031). A reader selects it as the lower-case hex the
 * node gave, through `txHashHex` ('tx.hash', or whatever names the column in the query).
 */
export const txHashHex = (column: string) => sql<string>`encode(${sql.ref(column)}, 'hex')`;

/** A txID (64 hex digits, either case) as the bytes a lookup compares transactions.hash with. */
export const txHashBytes = (hex: string | RawBuilder<string>) => sql<Uint8Array>`decode(${hex}, 'hex')`;

/** A txID as a write gives it: bytea's text form, '\x' and the hex. */
export const txHashValue = (hex: string): string => `\\x${hex}`;

/** The key of transactions_hash_idx (0034): the hash's first 8 bytes as a bigint. */
export const txHashKey = (column: string) => sql<string>`tx_hash_key(${sql.ref(column)})`;

/**
 * Rows whose hash (`column`) is the txID given as hex, through transactions_hash_idx: the key finds
 * the entry, the column rules out another hash with the same first 8 bytes.
 */
export function txHashEquals(column: string, hex: string): RawBuilder<boolean> {
  return sql<boolean>`(${txHashKey(column)} = tx_hash_key(${txHashBytes(hex)}) AND ${sql.ref(column)} = ${txHashBytes(hex)})`;
}

/**
 * The keys of the hashes that begin with a hex prefix (lower case), lowest first; undefined for an
 * empty prefix, which every key matches. Digits past the 16th narrow nothing here: the caller
 * compares the hash itself too.
 */
export function txHashKeyRange(prefix: string): { low: bigint; high: bigint } | undefined {
  if (prefix.length === 0) return undefined;
  const digits = prefix.slice(0, 16);
  const key = (pad: string) => BigInt.asIntN(64, BigInt(`0x${digits.padEnd(16, pad)}`));
  return { low: key('0'), high: key('f') };
}
