import { openDatabase } from '@poxscan/db';
import { afterAll, expect, it } from 'vitest';
import { startIndexer } from './indexer.js';
import { flakyProxy } from './test/flaky-proxy.js';
import { auditText, quiet, quietDevnet } from './test/harness.js';
import { nodeNowVotes, sendTransaction } from './test/wallet.js';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** A devnet with 5 blocks, a proxy in front of it (missing `missing`), and an indexer that has caught up through it. */
async function indexerBehindProxy(missing: string[] = []) {
  const devnet = await quietDevnet('low');
  cleanup.push(() => devnet.stop());
  await devnet.hooks.produceBlocks(5);
  const proxy = await flakyProxy(devnet.url);
  cleanup.push(() => proxy.close());
  for (const path of missing) proxy.missing.add(path);
  const db = await openDatabase();
  cleanup.push(() => db.close());
  const indexer = await startIndexer({ db, fullnodeUrl: proxy.url, logger: quiet, pollMs: 50 });
  cleanup.push(() => indexer.stop());
  await indexer.settled();
  return { devnet, proxy, db, indexer };
}

it('waits out a node outage, reports it, and catches up without losing a block', async () => {
  const { devnet, proxy, db, indexer } = await indexerBehindProxy();

  proxy.down = true;
  await devnet.hooks.produceBlocks(12);
  await expect.poll(() => indexer.status().state, { timeout: 10_000 }).toBe('node_unreachable');
  expect(indexer.status().lastError).not.toBeNull();
  await expect
    .poll(
      async () => (await db.kysely.selectFrom('indexer_status').select('state').executeTakeFirst())?.state,
      { timeout: 10_000 },
    )
    .toBe('node_unreachable');
  const attempts = proxy.dropped;
  await new Promise((r) => setTimeout(r, 2_500));
  expect(proxy.dropped, 'it keeps retrying').toBeGreaterThan(attempts);
  // Backing off, not hammering: a handful of calls a second at most (6 in these 2.5 s when measured).
  expect(proxy.dropped - attempts, 'node calls in 2.5 s while unreachable').toBeLessThan(25);

  proxy.down = false;
  await indexer.settled();
  expect(indexer.status().state).toBe('following');
  expect(indexer.status().indexedBlock).toBe(devnet.chain.headNumber);
  expect(await auditText(db, devnet)).toEqual([]);
}, 120_000);

it('refreshes SRs without their real-time tally on a node that does not serve it, and with it once it does', async () => {
  const { devnet, proxy, db, indexer } = await indexerBehindProxy(['/wallet/getpaginatednowwitnesslist']);
  const tally = await nodeNowVotes(devnet.url);
  // Only the SRs the node lists: the genesis block's producer has a row for its block count alone.
  const witnesses = () =>
    db.kysely
      .selectFrom('witnesses')
      .select(['address', 'vote_count', 'now_votes'])
      .where('address', 'in', [...tally.keys()])
      .orderBy('address')
      .execute();
  const listed = await witnesses();
  expect(listed.map((w) => w.address)).toEqual([...tally.keys()].sort());
  expect(listed.map((w) => w.now_votes)).toEqual(listed.map(() => null));
  expect(
    listed.some((w) => w.vote_count > 0),
    'the rest of the SR refresh is written',
  ).toBe(true);

  proxy.missing.clear();
  await sendTransaction(devnet.url, 'updateBrokerage', devnet.keys.witnesses[0]!, { brokerage: 30 });
  await devnet.hooks.produceBlocks(1);
  await indexer.settled();
  const after = await nodeNowVotes(devnet.url);
  expect((await witnesses()).map((w) => [w.address, w.now_votes])).toEqual(
    listed.map((w) => [w.address, after.get(w.address)]),
  );
}, 120_000);
