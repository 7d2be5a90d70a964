import { type RawBuilder, sql } from 'kysely';
import { keyedEquals } from './text-key.js';

/** The token id of POX in transfers and tokens. */
export const POX_TOKEN_ID = '_';

const column = (table: string | undefined, name: string) => (table === undefined ? name : `${table}.${name}`);

/**
 * The conditions of the two partial indexes that hold an address's transfers on one side (0041): its
 * PRC20 transfers, and every other standard. A reader of all of an address's transfers reads each
 * part with its condition, so that each is read through its index, and merges them by seq.
 */
export function transferParts(table?: string): [RawBuilder<boolean>, RawBuilder<boolean>] {
  const standard = sql.ref(column(table, 'standard'));
  return [sql<boolean>`${standard} = 'PRC20'`, sql<boolean>`${standard} <> 'PRC20'`];
}

/**
 * A token's transfers. transfers_token_idx leaves POX out (0041), so POX's are the rows of its
 * standard, read in seq order from the primary key; any other token's are read through that index,
 * whose condition the second clause repeats so that the planner can use it.
 */
export function tokenTransfersOf(tokenId: string, table?: string): RawBuilder<boolean> {
  const standard = sql.ref(column(table, 'standard'));
  if (tokenId === POX_TOKEN_ID) return sql<boolean>`${standard} = 'POX'`;
  return sql<boolean>`(${keyedEquals(column(table, 'token_id'), tokenId)} AND ${standard} <> 'POX')`;
}
