import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../../test/database.js';
import { ADMIN, KEY, seededApi } from '../../test/server.js';

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

const ticket = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  category: 'Contract verification',
  subject: 'Verification of my token',
  message: 'Which compiler should I choose?',
};

/** A support request from one client address (the limit counts per IP). */
const send = (ip: string, body: object) =>
  app.inject({
    method: 'POST',
    url: '/support/create',
    remoteAddress: ip,
    headers: { authorization: `Bearer ${KEY}` },
    payload: body,
  });

const stored = async () =>
  (await db.kysely.selectFrom('support_tickets').selectAll().orderBy('id').execute()).map(
    ({ category, subject, email }) => ({ category, subject, email }),
  );

describe('POST /support/create', () => {
  it('stores the category in its own field, and the team sees it', async () => {
    const res = await send('10.0.0.1', ticket);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'Your request has been received.' });
    expect((await stored()).at(-1)).toEqual({
      category: 'Contract verification',
      subject: 'Verification of my token',
      email: 'ada@example.com',
    });
    const admin = await app.inject({ url: '/admin/support', headers: { authorization: `Bearer ${ADMIN}` } });
    expect(admin.json().tickets[0]).toMatchObject({
      id: res.json().id,
      category: 'Contract verification',
      subject: 'Verification of my token',
    });
  });

  it('refuses a missing or unknown category, naming it', async () => {
    const { category: _, ...without } = ticket;
    for (const body of [without, { ...ticket, category: 'Complaints' }]) {
      const res = await send('10.0.0.2', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'BAD_PARAMETER', parameter: 'category' });
    }
  });

  it('answers a filled honeypot as received and stores nothing', async () => {
    const before = await stored();
    const res = await send('10.0.0.3', { ...ticket, website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Your request has been received.', id: '0' });
    expect(await stored()).toEqual(before);
    const empty = await send('10.0.0.3', { ...ticket, subject: 'Empty honeypot', website: '' });
    expect(empty.json().id).not.toBe('0');
    expect((await stored()).at(-1)?.subject).toBe('Empty honeypot');
  });

  it('limits each address to 3 requests every 10 minutes, apart from the other data limits', async () => {
    for (let i = 0; i < 3; i++) expect((await send('10.0.0.4', ticket)).statusCode).toBe(200);
    const over = await send('10.0.0.4', ticket);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(500);
    expect((await send('10.0.0.5', ticket)).statusCode).toBe(200);
    const read = await app.inject({
      url: '/api/status',
      remoteAddress: '10.0.0.4',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(read.statusCode).toBe(200);
  });
});
