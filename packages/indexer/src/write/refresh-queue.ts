import type { RefreshKind } from '@poxscan/db';
import { sql } from 'kysely';
import { col, type Trx, unnestRows } from './bulk.js';

/** Asks the refresher to re-read these keys from the node (once, however often they are asked for). */
export async function enqueueRefresh(
  trx: Trx,
  kind: RefreshKind,
  keys: Iterable<string>,
  blockNum: number,
): Promise<void> {
  const list = [...new Set(keys)].sort();
  if (list.length === 0) return;
  await sql`INSERT INTO refresh_queue (kind, key, block_num) SELECT * FROM ${unnestRows([
    col(
      'kind',
      'text',
      list.map(() => kind),
    ),
    col('key', 'text', list),
    col(
      'block_num',
      'bigint',
      list.map(() => blockNum),
    ),
  ])} ON CONFLICT (kind, key) DO UPDATE SET block_num = GREATEST(refresh_queue.block_num, EXCLUDED.block_num),
    ticket = EXCLUDED.ticket`.execute(trx);
}
