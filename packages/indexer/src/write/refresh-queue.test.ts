import { type Db, openDatabase } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueRefresh, queuedRequests, returnQueueSpace } from './refresh-queue.js';

const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const B = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';

let db: Db;
beforeAll(async () => {
  db = await openDatabase();
  await db.migrate();
});
afterAll(async () => {
  await db?.close();
});

describe('the refresh queue', () => {
  it('keeps the place of a request asked for again, and renews its ticket', async () => {
    await enqueueRefresh(db.kysely, 'witnesses', [''], 1);
    await enqueueRefresh(db.kysely, 'account', [A], 1);
    const [first] = await queuedRequests(db.kysely, 'node state', 10);
    // The SR list is asked for again in every block with a vote: it must not go to the back each time.
    for (let block = 2; block <= 5; block++) {
      await enqueueRefresh(db.kysely, 'witnesses', [''], block);
      await enqueueRefresh(db.kysely, 'account', [B], block);
    }
    const queued = await queuedRequests(db.kysely, 'node state', 10);
    expect(queued.map((r) => `${r.kind} ${r.key}`)).toEqual(['witnesses ', `account ${A}`, `account ${B}`]);
    // A renewed ticket: a request renewed while being served is not taken off with the served one.
    expect(queued[0]!.ticket).not.toBe(first!.ticket);
    const row = await db.kysely
      .selectFrom('refresh_queue')
      .select('block_num')
      .where('kind', '=', 'witnesses')
      .executeTakeFirstOrThrow();
    expect(Number(row.block_num)).toBe(5);
  });

  it('serves holder checks in a line of their own', async () => {
    await enqueueRefresh(db.kysely, 'holder', ['some-token some-holder'], 6);
    expect((await queuedRequests(db.kysely, 'holders', 10)).map((r) => r.kind)).toEqual(['holder']);
    expect((await queuedRequests(db.kysely, 'node state', 10)).map((r) => r.kind)).not.toContain('holder');
  });

  it('gives the pages of a large emptied queue back, and keeps a queue that holds requests', async () => {
    const size = async () => {
      const { rows } = await sql<{
        bytes: string;
      }>`SELECT pg_total_relation_size('refresh_queue') AS bytes`.execute(db.kysely);
      return Number(rows[0]!.bytes);
    };
    const keys = Array.from({ length: 20_000 }, (_, i) => `T${String(i).padStart(33, '0')}`);
    await enqueueRefresh(db.kysely, 'account', keys, 7);
    // A queue that still holds requests is not touched, however large.
    await sql`DELETE FROM refresh_queue WHERE key <> ${keys[0]!}`.execute(db.kysely);
    const backlog = await size();
    expect(backlog).toBeGreaterThan(1 << 20);
    expect(await returnQueueSpace(db.kysely)).toBe(false);
    expect(await size()).toBe(backlog);
    // Served to the last row, its pages stay allocated until it is truncated.
    await sql`DELETE FROM refresh_queue`.execute(db.kysely);
    expect(await size()).toBe(backlog);
    expect(await returnQueueSpace(db.kysely)).toBe(true);
    expect(await size()).toBeLessThan(64 * 1024);
    // A small empty queue keeps its pages: truncating it each round would gain nothing.
    expect(await returnQueueSpace(db.kysely)).toBe(false);
    await enqueueRefresh(db.kysely, 'account', [A], 8);
    expect((await queuedRequests(db.kysely, 'node state', 10)).map((r) => r.key)).toEqual([A]);
  });
});
