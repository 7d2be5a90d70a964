import { sql } from 'kysely';

/**
 * transactions.hash holds a txID's 32 bytes (0031). A reader selects it as the lower-case hex the
 * node gave, through `txHashHex` ('tx.hash', or whatever names the column in the query).
 */
export const txHashHex = (column: string) => sql<string>`encode(${sql.ref(column)}, 'hex')`;

/** A txID (64 hex digits, either case) as the bytes a lookup compares transactions.hash with. */
export const txHashBytes = (hex: string) => sql<Uint8Array>`decode(${hex}, 'hex')`;

/** A txID as a write gives it: bytea's text form, '\x' and the hex. */
export const txHashValue = (hex: string): string => `\\x${hex}`;
