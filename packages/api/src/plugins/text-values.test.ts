import type { Db } from '@poxscan/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../test/database.js';
import { A } from '../test/seed.js';
import { ADMIN, KEY, seededApi } from '../test/server.js';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  const plenty = { max: 1_000_000, windowMs: 60_000 };
  ({ app, db } = await seededApi({ rateLimit: { perIp: plenty, perKey: plenty, support: plenty } }));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

const NUL = '\u0000';
const LONE = '\ud800';
const support = { name: 'Ann', email: 'ann@example.org', category: 'Other', subject: 'Hi', message: 'Help' };

/** Each request with the parameter it must name. */
const data = { authorization: `Bearer ${KEY}` };
const admin = { authorization: `Bearer ${ADMIN}` };

/** Each request with `bad` in a URL, with the parameter it must name. */
const inUrl = (bad: string): [InjectOptions, string][] => [
  [{ url: `/api/search?term=a${bad}b&type=all`, headers: data }, 'term'],
  [{ url: `/api/token/transfers?id=${bad}`, headers: data }, 'id'],
  [{ url: `/governance/getvoteslist?term=${bad}`, headers: data }, 'term'],
];

/** Each request with `bad` in a JSON body, with the parameter it must name. */
function inBody(bad: string): [InjectOptions, string][] {
  return [
    [{ method: 'POST', url: '/token/gettoken', headers: data, payload: { id: `a${bad}b` } }, 'id'],
    [
      {
        method: 'POST',
        url: '/blockchain/getcontractholders',
        headers: data,
        payload: { contractAddress: bad },
      },
      'contractAddress',
    ],
    ...(['name', 'subject', 'message'] as const).map((field): [InjectOptions, string] => [
      {
        method: 'POST',
        url: '/support/create',
        headers: data,
        payload: { ...support, [field]: `x${bad}` },
      },
      field,
    ]),
    [{ method: 'POST', url: '/admin/notifications', headers: admin, payload: { message: bad } }, 'message'],
    [{ method: 'POST', url: '/admin/banners', headers: admin, payload: { title: bad } }, 'title'],
    [
      { method: 'PUT', url: '/admin/nametags', headers: admin, payload: { address: A, tag: `t${bad}` } },
      'tag',
    ],
    [
      {
        method: 'PUT',
        url: '/admin/nametags',
        headers: admin,
        payload: { address: A, tag: 'Alice', description: bad },
      },
      'description',
    ],
  ];
}

async function expectRefused(request: InjectOptions, parameter: string) {
  const res = await app.inject(request);
  const what = `${request.method ?? 'GET'} ${request.url} → ${res.statusCode} ${res.body}`;
  expect(res.statusCode, what).toBe(400);
  expect(res.json().error, what).toMatchObject({ code: 'BAD_PARAMETER', parameter });
  expect(res.json().error.message, what).toContain(parameter);
}

describe('text values a database cannot store', () => {
  it('refuses a NUL byte in a query, JSON body or admin value with a 400 naming it', async () => {
    for (const [request, parameter] of [...inUrl('%00'), ...inBody(NUL)]) {
      await expectRefused(request, parameter);
    }
  });

  it('refuses a lone surrogate in a JSON body likewise', async () => {
    for (const [request, parameter] of inBody(LONE)) await expectRefused(request, parameter);
  });

  it('answers a URL with the UTF-8-like bytes of a surrogate (not UTF-8) without a server error', async () => {
    for (const [request] of inUrl('%ED%A0%80')) {
      const res = await app.inject(request);
      expect(res.statusCode, `${request.url} → ${res.body}`).toBeLessThan(500);
    }
  });

  it('names a nested value by its path, and a path parameter by its name', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/admin/notifications',
        headers: { authorization: `Bearer ${ADMIN}` },
        payload: { message: 'ok', extra: { list: ['fine', `bad${NUL}`] } },
      },
      'extra.list.1',
    );
    await expectRefused(
      { method: 'DELETE', url: '/admin/nametags/T%00', headers: { authorization: `Bearer ${ADMIN}` } },
      'address',
    );
  });

  it('still accepts unicode that is well formed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/notifications',
      headers: { authorization: `Bearer ${ADMIN}` },
      payload: { message: 'naïve 🚀 中文' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('timestamps', () => {
  it.each([1e22, 2 ** 53, 1e308, 253_402_300_800_000])(
    'refuses startsAt and endsAt of %s with a 400 naming them',
    async (at) => {
      for (const parameter of ['startsAt', 'endsAt']) {
        await expectRefused(
          {
            method: 'POST',
            url: '/admin/banners',
            headers: { authorization: `Bearer ${ADMIN}` },
            payload: { title: 'x', [parameter]: at },
          },
          parameter,
        );
      }
    },
  );

  it('accepts a banner ending in year 9999', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/banners',
      headers: { authorization: `Bearer ${ADMIN}` },
      payload: { title: 'x', endsAt: 253_402_300_799_999 },
    });
    expect(res.statusCode).toBe(200);
  });
});
