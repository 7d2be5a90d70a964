import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.js';

describe('PgliteThread', () => {
  let thread: PgliteThread;
  let client: pg.Client;
  beforeAll(async () => {
    thread = await PgliteThread.start(undefined);
    client = new pg.Client({ stream: () => thread.connect(), user: 'postgres', database: 'postgres' });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await thread?.close();
  });

  it('answers each statement whole, rows and errors alike', async () => {
    const { rows } = await client.query<{ n: number; s: string }>(
      `SELECT n, repeat('x', 1000) AS s FROM generate_series(1, 5000) AS n`,
    );
    expect(rows).toHaveLength(5000);
    expect(rows.at(-1)).toEqual({ n: 5000, s: 'x'.repeat(1000) });
    await expect(client.query('SELECT 1/0')).rejects.toThrow('division by zero');
    expect((await client.query('SELECT $1::text AS t', ['after'])).rows).toEqual([{ t: 'after' }]);
  });

  it('keeps nothing of the replies it has passed on', async () => {
    // 10 MB of rows a read, 40 reads: kept as parsed messages they take some 500 MB; passed on, what
    // the collector has not yet taken back stays well under the bound.
    const read = () => client.query(`SELECT repeat('y', 1000) FROM generate_series(1, 10000)`);
    for (let i = 0; i < 3; i++) await read();
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 40; i++) await read();
    expect((process.memoryUsage().rss - before) / 2 ** 20).toBeLessThan(200);
  });
});
