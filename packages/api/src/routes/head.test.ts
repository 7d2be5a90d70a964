import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../test/database.js';
import { listOperations, name, type Operation, requestFor } from '../test/openapi-operations.js';
import { seededApi } from '../test/server.js';

let app: FastifyInstance;
let db: Db;
let gets: Operation[];

beforeAll(async () => {
  ({ app, db } = await seededApi());
  gets = (await listOperations(app)).filter((op) => op.method === 'GET');
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

const PROMPT_MS = 2000;

describe('HEAD on every GET route', () => {
  it('answers promptly, with the GET status and no body (or 405)', async () => {
    expect(gets.map((op) => op.path)).toContain('/api/live');
    const failures: string[] = [];
    for (const op of gets) {
      const request = { ...requestFor(op), method: 'HEAD' as const };
      const answer = await Promise.race([
        app.inject(request),
        new Promise<undefined>((resolve) => setTimeout(resolve, PROMPT_MS)),
      ]);
      if (answer === undefined) failures.push(`${name(op)}: no answer within ${PROMPT_MS} ms`);
      else if (answer.body !== '') failures.push(`${name(op)}: a body ${answer.body.slice(0, 100)}`);
      // The stream's GET never ends, so its status is not compared (the next test checks it).
      else if (answer.statusCode !== 405 && op.path !== '/api/live') {
        const get = await app.inject(requestFor(op));
        if (get.statusCode !== answer.statusCode)
          failures.push(`${name(op)}: HEAD ${answer.statusCode}, GET ${get.statusCode}`);
        // The proxy's 502 is the node's absence here (no node runs), the same for GET.
        else if (answer.statusCode >= 500 && !op.tags.includes('fullnode'))
          failures.push(`${name(op)}: ${answer.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('tells a HEAD of the live stream that it is an event stream, without holding the connection', async () => {
    const live = gets.find((op) => op.path === '/api/live')!;
    const res = await app.inject({ ...requestFor(live), method: 'HEAD' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  });
});
