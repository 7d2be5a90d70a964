import type { Db } from '@poxscan/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../test/database.js';
import {
  enumMembers,
  isBadParameter,
  listOf,
  listOperations,
  name,
  type Operation,
  requestFor,
  violations,
  walk,
} from '../test/openapi-operations.js';
import { A, WITNESSES } from '../test/seed.js';
import { KEY, seededApi } from '../test/server.js';

let app: FastifyInstance;
let db: Db;
let operations: Operation[];

beforeAll(async () => {
  const plenty = { max: 1_000_000, windowMs: 60_000 };
  ({ app, db } = await seededApi({
    rateLimit: { perIp: plenty, perKey: plenty, support: plenty, fullnode: plenty, failedAuth: plenty },
    verification: { submitLimit: plenty },
  }));
  operations = await listOperations(app);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

const send = (op: Operation, values: Record<string, unknown> = {}, authorization?: string | null) =>
  app.inject(requestFor(op, values, authorization));

/** Collects every broken expectation, so one run lists all offending operations. */
function collect() {
  const failures: string[] = [];
  return {
    failures,
    check(ok: boolean, what: string, res: LightMyRequestResponse) {
      if (!ok) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    },
  };
}

describe('every data operation refuses a request without a valid key', () => {
  it('answers 401 UNAUTHORIZED with WWW-Authenticate: Bearer', async () => {
    const guarded = operations.filter((op) => !op.isPublic);
    expect(guarded.length).toBeGreaterThan(50);
    const { failures, check } = collect();
    // The TronGrid-compatible routes answer TronGrid's body, `{ success: false, error, statusCode }`.
    const refused = (body: { error?: { code?: string } | string; statusCode?: number }) =>
      typeof body.error === 'string' ? body.statusCode === 401 : body.error?.code === 'UNAUTHORIZED';
    const unauthorized = (res: LightMyRequestResponse) =>
      res.statusCode === 401 &&
      refused(res.json()) &&
      /^Bearer\b/.test(String(res.headers['www-authenticate']));
    for (const op of guarded) {
      for (const authorization of [null, 'Bearer wrong-key', `Basic ${btoa(`user:${KEY}`)}`]) {
        const res = await send(op, {}, authorization);
        check(unauthorized(res), `${name(op)} with ${authorization}`, res);
      }
      // Only the live stream takes a key as ?apiKey= (EventSource cannot send headers).
      const inQuery = requestFor(op, {}, null);
      const key = op.path === '/api/live' ? 'wrong-key' : KEY;
      const res = await app.inject({ ...inQuery, url: `${inQuery.url}&apiKey=${key}` });
      check(unauthorized(res), `${name(op)} with ?apiKey=${key}`, res);
      // The data key is not the admin token.
      if (op.tags.includes('admin')) {
        const res = await send(op, {}, `Bearer ${KEY}`);
        check(unauthorized(res), `${name(op)} with the data key`, res);
      }
    }
    expect(failures).toEqual([]);
  });

  it('serves the public operations without a key', async () => {
    const open = operations.filter((op) => op.isPublic);
    expect(open.map(name)).toEqual(['GET /config.json']);
    for (const op of open) expect((await send(op, {}, null)).statusCode).toBe(200);
    for (const url of ['/api/openapi.json', '/api/docs/'])
      expect((await app.inject({ url })).statusCode).toBe(200);
  });
});

const SIZE = ['limit', 'pageLimit'];
const PAGE = ['page', 'pageNo'];
const paramOf = (op: Operation, names: string[]) => op.parameters.find((p) => names.includes(p.name));
type Check = ReturnType<typeof collect>['check'];
/** 0 and one past the maximum are each a 400 naming the parameter. */
async function refusesOutOfRange(op: Operation, param: string, maximum: number, check: Check) {
  for (const n of [0, maximum + 1]) {
    const res = await send(op, { [param]: n });
    check(isBadParameter(res, param), `${name(op)} ${param}=${n}`, res);
  }
}
const paged = () =>
  operations.filter((op) => op.parameters.some((p) => [...SIZE, ...PAGE, 'cursor'].includes(p.name)));
describe('pagination edges of every paged operation', () => {
  it('takes a size up to its maximum, and names it when out of range', async () => {
    const { failures, check } = collect();
    let covered = 0;
    for (const op of paged()) {
      const size = paramOf(op, SIZE);
      if (size?.schema.maximum === undefined) continue;
      covered++;
      for (const n of [1, size.schema.maximum]) {
        const res = await send(op, { [size.name]: n });
        const rows = res.statusCode === 200 ? listOf(res.json()) : undefined;
        check(rows !== undefined && rows.length <= n, `${name(op)} ${size.name}=${n}`, res);
      }
      await refusesOutOfRange(op, size.name, size.schema.maximum, check);
    }
    expect(failures).toEqual([]);
    expect(covered).toBeGreaterThan(20);
  });

  it('answers a page past the data with an empty list, and names a page out of range', async () => {
    const { failures, check } = collect();
    let covered = 0;
    for (const op of paged()) {
      const page = paramOf(op, PAGE);
      if (page?.schema.maximum === undefined) continue;
      covered++;
      const size = paramOf(op, SIZE);
      const limit = size?.schema.maximum ?? 10;
      // The seed has far fewer than 1000 rows in any list.
      const beyond = await send(op, {
        [page.name]: Math.floor(1000 / limit) + 1,
        ...(size && { [size.name]: limit }),
      });
      const rows = beyond.statusCode === 200 ? listOf(beyond.json()) : undefined;
      check(rows?.length === 0, `${name(op)} past the data`, beyond);
      // The deepest page is empty, or refused as too deep (offset-walked lists): never a 500.
      const deepest = await send(op, { [page.name]: page.schema.maximum });
      const empty = deepest.statusCode === 200 && listOf(deepest.json())?.length === 0;
      check(empty || isBadParameter(deepest, page.name), `${name(op)} deepest ${page.name}`, deepest);
      await refusesOutOfRange(op, page.name, page.schema.maximum, check);
    }
    expect(failures).toEqual([]);
    expect(covered).toBeGreaterThan(8);
  });

  it('refuses a garbage cursor, naming it, and answers any cursor its schema accepts', async () => {
    const { failures, check } = collect();
    const withCursor = paged().filter((op) => paramOf(op, ['cursor']));
    for (const op of withCursor) {
      for (const cursor of ['abc', '-1', '', 'x'.repeat(300), '1e5', '9'.repeat(40)]) {
        const res = await send(op, { cursor });
        check(isBadParameter(res, 'cursor'), `${name(op)} cursor=${cursor.slice(0, 20)}`, res);
      }
      // Well-formed but unknown: the smallest and the largest number the pattern lets through.
      const pattern = new RegExp(paramOf(op, ['cursor'])?.schema.pattern ?? '.*', 'u');
      const numbers = ['0', ...Array.from({ length: 40 }, (_, i) => '9'.repeat(40 - i))];
      const forms = numbers.flatMap((n) => [n, `${n}:${WITNESSES[0]}`]).filter((c) => pattern.test(c));
      const wellFormed = [...forms.slice(0, 2), `${A}:ENERGY`].filter((c) => pattern.test(c));
      if (wellFormed.length === 0) failures.push(`${name(op)}: no well-formed cursor tried`);
      for (const cursor of wellFormed) {
        const res = await send(op, { cursor });
        const ok = res.statusCode === 200 && listOf(res.json()) !== undefined;
        check(ok, `${name(op)} cursor=${cursor}`, res);
      }
    }
    expect(failures).toEqual([]);
    expect(withCursor.length).toBeGreaterThan(10);
  });

  it('visits every row exactly once, walking by cursor and by page number', async () => {
    const failures: string[] = [];
    const pagesWalked = new Map<string, number>();
    for (const op of paged()) {
      const size = paramOf(op, SIZE);
      const ways = [paramOf(op, ['cursor']), paramOf(op, PAGE)].filter((p) => p !== undefined);
      if (size?.schema.maximum === undefined || ways.length === 0) continue;
      // Each filter member is a list of its own.
      const variants = op.parameters
        .filter((p) => !p.required && p.name !== size.name)
        .flatMap((p) => enumMembers(p).map((v) => ({ [p.name]: v })));
      for (const variant of [{}, ...variants]) {
        const first = (await send(op, { ...variant, [size.name]: size.schema.maximum })).json();
        const big = (listOf(first) ?? []).map((r) => JSON.stringify(r));
        const limit = Math.max(1, Math.ceil(big.length / 3));
        for (const by of ways) {
          const walked = await walk(send, op, { ...variant, [size.name]: limit }, by, failures);
          if (walked === undefined) continue;
          const { rows, pages } = walked;
          pagesWalked.set(op.path, Math.max(pagesWalked.get(op.path) ?? 0, pages));
          const ok =
            new Set(rows).size === rows.length &&
            JSON.stringify(rows.slice(0, big.length)) === JSON.stringify(big) &&
            (big.length === size.schema.maximum || rows.length === big.length) &&
            (typeof first.total !== 'number' || rows.length === first.total);
          if (!ok)
            failures.push(
              `${name(op)} ${JSON.stringify(variant)} by ${by.name}: ${rows.length} rows (${new Set(rows).size} distinct), one page ${big.length}, total ${first.total}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    for (const path of [
      '/api/getblocks',
      '/api/transaction',
      '/api/getTransfers',
      '/api/token/transfers',
      '/blockchain/getcontractholders',
      '/api/account/transactions',
    ])
      expect(pagesWalked.get(path), path).toBeGreaterThan(2);
  });
});

const NAME_SEGMENTS = new Set([
  '/v1/assets/{name}/list name',
  '/event/contract/{address}/{event} event',
  '/event/contract/{address}/{event}/{block} event',
]);

describe('bad input is a 400 naming the parameter, on every operation', () => {
  it('refuses a value breaking each parameter’s schema, and a missing required one', async () => {
    const { failures, check } = collect();
    const covered = new Set<string>();
    let requests = 0;
    for (const op of operations.filter((o) => !o.tags.includes('fullnode'))) {
      for (const p of op.parameters) {
        // Names (of PRC10 tokens, of events) may be any word, "undefined" included: these path
        // parameters cannot be missing.
        const anyText = NAME_SEGMENTS.has(`${op.path} ${p.name}`);
        const values = p.required && !anyText ? [...violations(p), undefined] : violations(p);
        for (const value of values) {
          const res = await send(op, { [p.name]: value });
          requests++;
          covered.add(name(op));
          const what = `${name(op)} ${p.name}=${JSON.stringify(value)?.slice(0, 40)}`;
          check(isBadParameter(res, p.name), what, res);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(covered.size).toBeGreaterThan(40);
    expect(requests).toBeGreaterThan(300);
  });

  it('answers URLs the router refuses before any route in the error envelope', async () => {
    const headers = { authorization: `Bearer ${KEY}` };
    const long = await app.inject({ url: `/dev/verify/${'1'.repeat(2000)}`, headers });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('URI_TOO_LONG');
    const malformed = await app.inject({ url: '/dev/verify/%E0%A4%A', headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('BAD_REQUEST');
  });
});
