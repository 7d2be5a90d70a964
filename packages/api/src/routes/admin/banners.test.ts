import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../../test/database.js';
import { ADMIN, seededApi } from '../../test/server.js';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await seededApi());
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

const banner = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/admin/banners',
    headers: { authorization: `Bearer ${ADMIN}` },
    payload: { title: 'Launch', ...payload },
  });

describe('banner URLs', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'ftp://example.org/a',
  ])('refuses %s as linkUrl or imageUrl with a 400 naming it', async (url) => {
    for (const parameter of ['linkUrl', 'imageUrl']) {
      const res = await banner({ [parameter]: url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'BAD_PARAMETER', parameter });
    }
  });

  it('accepts http and https URLs', async () => {
    const res = await banner({ linkUrl: 'https://example.org/a', imageUrl: 'http://example.org/b.png' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
