import type { Db } from '@poxscan/db';
import { EVENTS_CHANNEL, type IndexerEvent, startIndexer } from '@poxscan/indexer';
import { pino } from 'pino';
import { devnetProcess } from './processes.js';
import { type Spread, spread } from './spread.js';

export interface Lag {
  blocks: number;
  /** commit announced minus block timestamp (the slot the node starts building it in) */
  fromSlot: Spread;
  /** commit announced minus the first moment the node served the block (polled every 25 ms) */
  fromNode: Spread;
}

/**
 * A live devnet (3 s blocks, high traffic) followed by the indexer: for each block, the time from
 * its slot (block timestamp, when the node starts building it) until its commit is announced.
 */
export async function headLag(db: Db, blocks: number): Promise<Lag> {
  await db.migrate();
  const devnet = await devnetProcess('-', true, 3000, 'high');
  const lags: number[] = [];
  const nodeLags: number[] = [];
  const firstSeen = new Map<number, number>();
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const reply = await fetch(`${devnet.url}/wallet/getblock`, {
        method: 'POST',
        body: '{"detail":false}',
      }).catch(() => undefined);
      const header = (await reply?.json().catch(() => undefined)) as
        | { block_header?: { raw_data?: { number?: number } } }
        | undefined;
      const num = header?.block_header?.raw_data?.number;
      if (num !== undefined && !firstSeen.has(num)) firstSeen.set(num, Date.now());
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const unlisten = await db.listen(EVENTS_CHANNEL, (payload) => {
    const event = JSON.parse(payload) as IndexerEvent;
    if (event.type !== 'blocks') return;
    const now = Date.now();
    lags.push(now - event.timestamp);
    const seen = firstSeen.get(event.to);
    if (seen !== undefined) nodeLags.push(now - seen);
  });
  const indexer = await startIndexer({ db, fullnodeUrl: devnet.url, logger: pino({ level: 'warn' }) });
  // Skip the catch-up of the blocks made before the indexer started: follow only.
  await indexer.settled();
  lags.length = 0;
  nodeLags.length = 0;
  while (lags.length < blocks) await new Promise((r) => setTimeout(r, 500));
  watching = false;
  await watch;
  await unlisten();
  await indexer.stop();
  await devnet.stop();
  return { blocks: lags.length, fromSlot: spread(lags), fromNode: spread(nodeLags) };
}
