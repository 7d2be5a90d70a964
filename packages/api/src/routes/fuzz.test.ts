import type { Db } from '@poxscan/db';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../test/database.js';
import { listOperations, namesIn, type Operation } from '../test/openapi-operations.js';
import { A, USDT } from '../test/seed.js';
import { ADMIN, KEY, seededApi } from '../test/server.js';

let app: FastifyInstance;
let db: Db;
let operations: (Operation & { query: string[]; body: string[] })[];

beforeAll(async () => {
  ({ app, db } = await seededApi());
  operations = (await listOperations(app))
    // The proxy's answers are the node's own (502 when it is down), and the live stream never ends.
    .filter((op) => !op.tags.includes('fullnode') && op.path !== '/api/live')
    .map((op) => ({ ...op, query: namesIn(op, 'query'), body: namesIn(op, 'body') }));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

/** Values that break naive parsers: huge and negative numbers, hex, unicode, injections, real ids. */
const nasty = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e309',
    'NaN',
    '0x41',
    "' OR 1=1 --",
    '%00',
    '../../etc',
    A,
    USDT,
    '9'.repeat(40),
  ),
  fc.stringMatching(/^[0-9a-f]{64}$/),
);
const jsonValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
);

describe('property: no parameter ever gets a 5xx', () => {
  it('covers the documented operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('answers every operation with random parameters without a server error', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 4 }),
        fc.array(nasty, { minLength: 6, maxLength: 6 }),
        async (pick, extra, values) => {
          const op = operations[pick % operations.length]!;
          const params = new URLSearchParams();
          op.query.forEach((name, i) => {
            if (values[i] !== undefined && i % 3 !== 2) params.append(name, values[i]!);
          });
          const body: Record<string, unknown> = { ...extra };
          op.body.forEach((name, i) => {
            body[name] = values[(i + 1) % values.length];
          });
          const path = op.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(values[5] ?? 'x'));
          const res = await app.inject({
            method: op.method,
            url: `${path}?${params}`,
            headers: { authorization: `Bearer ${path.startsWith('/admin/') ? ADMIN : KEY}` },
            ...(op.method === 'GET' ? {} : { payload: body }),
          });
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500)
            throw new Error(
              `${op.method} ${path}?${params} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`,
            );
          if (res.statusCode === 400) {
            // The TronGrid-compatible routes answer TronGrid's body: `error` is the message itself.
            const { error } = res.json();
            expect(typeof error === 'string' ? error : error.message).toBeTruthy();
          }
        },
      ),
      { numRuns: 1500 },
    );
    // The runs reached handlers (200, 404) as well as validation (400), not only one of them.
    expect(seen.get(200)).toBeGreaterThan(50);
    expect(seen.get(400)).toBeGreaterThan(50);
  }, 240_000);
});
