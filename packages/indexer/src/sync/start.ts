import type { Db } from '@poxscan/db';
import type { NodeClient } from '../node/client.js';

/** Where an empty database starts: a block number, the node's head, or its latest solidified block. */
export type StartBlock = number | 'latest' | 'solidified';

/** Parses `N`, `latest` or `solidified` (as given on a command line or in the environment). */
export function parseStartBlock(text: string): StartBlock {
  if (text === 'latest' || text === 'solidified') return text;
  const n = Number(text);
  if (text.trim() === '' || !Number.isSafeInteger(n) || n < 0)
    throw new Error(`a start block must be a block number (0 or more), latest or solidified; got '${text}'`);
  return n;
}

/** The block number a start height names on this node. */
export async function resolveStartBlock(node: NodeClient, start: StartBlock): Promise<number> {
  if (start === 'latest') return (await node.head()).number;
  if (start === 'solidified') return node.solidifiedNum();
  return start;
}

/** The first block the database holds (where its history starts), undefined when empty. */
export async function firstIndexedBlock(db: Db): Promise<number | undefined> {
  const row = await db.kysely.selectFrom('blocks').select('num').orderBy('num').limit(1).executeTakeFirst();
  return row?.num;
}

/**
 * A start height only applies to an empty database: anything else would leave a hole in its history
 * or index blocks twice. Asking again for the height the database already starts at is a resume.
 */
export function checkStartBlock(start: StartBlock, first: number | undefined, indexed: number): void {
  if (first === undefined || start === first) return;
  throw new Error(
    `the database already holds blocks ${first} to ${indexed}, so it cannot start at ${start}: a start block only applies to an empty database (leave it out to resume, or use a new database)`,
  );
}
