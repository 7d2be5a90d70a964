import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockRow } from '../test/blocks.js';
import { stopTestCluster } from '../test/database.js';
import { BLOCKS, blockHash, TRANSACTIONS } from '../test/seed.js';
import { KEY, seededApi } from '../test/server.js';
import { EVENTS_CHANNEL } from './hub.js';

let app: FastifyInstance;
let db: Db;
let base: string;

beforeAll(async () => {
  ({ app, db } = await seededApi());
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

function open(url: string): Promise<{ res: IncomingMessage; next: (text: string) => Promise<string> }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let buffer = '';
      let waiter: { text: string; resolve: (s: string) => void } | undefined;
      const check = () => {
        if (waiter === undefined) return;
        const at = buffer.indexOf(waiter.text);
        const end = at < 0 ? -1 : buffer.indexOf('\n\n', at);
        if (end < 0) return;
        const found = waiter;
        waiter = undefined;
        const event = buffer.slice(at, end);
        buffer = buffer.slice(end + 2);
        found.resolve(event);
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        check();
      });
      const next = (text: string) =>
        new Promise<string>((r) => {
          waiter = { text, resolve: r };
          check();
        });
      resolve({ res, next });
    }).on('error', reject);
  });
}

describe('live stream', () => {
  it('refuses a client without a key', async () => {
    const { res } = await open(`${base}/api/live`);
    expect(res.statusCode).toBe(401);
    res.destroy();
  });

  it('sends the current head on connect and a new one on each NOTIFY from the indexer', async () => {
    const { res, next } = await open(`${base}/api/live?apiKey=${KEY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const first = await next('event: block');
    expect(JSON.parse(first.split('data: ')[1]!)).toMatchObject({
      number: BLOCKS - 1,
      hash: blockHash(BLOCKS - 1),
    });
    await next('event: stats');

    await db.kysely
      .insertInto('blocks')
      .values(
        blockRow({
          num: BLOCKS,
          hash: 'a'.repeat(64),
          parent_hash: blockHash(BLOCKS - 1),
          block_time: new Date(),
          last_tx_seq: TRANSACTIONS,
          last_transfer_seq: TRANSACTIONS - 1,
        }),
      )
      .execute();
    await db.notify(EVENTS_CHANNEL, JSON.stringify({ head: BLOCKS }));
    const update = await next('event: block');
    expect(JSON.parse(update.split('data: ')[1]!)).toMatchObject({ number: BLOCKS, hash: 'a'.repeat(64) });
    const stats = await next('event: stats');
    expect(JSON.parse(stats.split('data: ')[1]!).latestBlock).toBe(BLOCKS);
    res.destroy();
  });
});
