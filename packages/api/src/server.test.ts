import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedPriceSource } from './price/recorded.js';
import { PriceResponse, RuntimeConfig } from './schemas/index.js';
import { stopTestCluster } from './test/database.js';
import { A } from './test/seed.js';
import { ADMIN, KEY, seededApi } from './test/server.js';

const webDist = mkdtempSync(join(tmpdir(), 'poxscan-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>PoxScan</title>');
writeFileSync(join(webDist, 'app.js'), 'export {};');

let app: FastifyInstance;
let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];
const DAY = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  ({ app, db, call } = await seededApi({
    webDistDir: webDist,
    publicApiKey: 'public-web-key',
    corsOrigins: ['https://explorer.example'],
    priceSource: recordedPriceSource([
      { time: now - 2 * DAY, usd: 0.01 },
      { time: now - DAY - 1000, usd: 0.02 },
      { time: now - 1000, usd: 0.025 },
    ]),
  }));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
  rmSync(webDist, { recursive: true, force: true });
});

describe('runtime', () => {
  it('serves /config.json without a key, with the public key and the network', async () => {
    const res = await app.inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(Compile(RuntimeConfig).Check(res.json())).toBe(true);
    expect(res.json()).toMatchObject({ apiKey: 'public-web-key', networkName: 'Yuvi Testnet', devnet: true });
    const withPublic = await app.inject({
      url: '/api/status',
      headers: { authorization: 'Bearer public-web-key' },
    });
    expect(withPublic.statusCode).toBe(200);
  });

  it('serves the web app with a single-page fallback, and 404s for unknown API paths', async () => {
    const page = await app.inject({ url: '/blockchain/blocks', headers: { accept: 'text/html,*/*' } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('<title>PoxScan</title>');
    expect((await app.inject({ url: '/app.js' })).body).toBe('export {};');
    const missing = await call({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
  });

  it('publishes OpenAPI 3.1 with every catalogue path and a browsable page', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/status',
      '/api/getCsvResource',
      '/governance/getvoteslist',
      '/wallet/broadcasttransaction',
      '/support/create',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/getblocks'].get.responses['200']).toBeDefined();
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends security headers and CORS only for the configured origin', async () => {
    const res = await call({ url: '/api/status', headers: { origin: 'https://explorer.example' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // The web app compiles Solidity with solc's WebAssembly in a worker; string eval stays forbidden.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['access-control-allow-origin']).toBe('https://explorer.example');
    const other = await call({ url: '/api/status', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('price', () => {
  it('serves the recorded testnet series, labelled as testnet, never invented', async () => {
    const res = (await call({ url: '/api/getprice' })).json();
    expect(Compile(PriceResponse).Check(res)).toBe(true);
    expect(res).toMatchObject({ available: true, usd: 0.025, testnet: true, source: 'testnet' });
    expect(res.change24h).toBeCloseTo(25, 5);
    const chart = (await call({ url: '/api/priceChart?days=2' })).json();
    expect(chart.points.map((p: { usd: number }) => p.usd)).toEqual([0.02, 0.025]);
  });
});

describe('admin', () => {
  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = ADMIN) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${token}` },
    });

  it('refuses without the admin token, even with an API key', async () => {
    expect((await admin('POST', '/admin/notifications', { message: 'x' }, KEY)).statusCode).toBe(401);
  });

  it('writes notifications, banners and name tags that the reads then show', async () => {
    const created = await admin('POST', '/admin/notifications', { message: 'New release' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect((await call({ url: '/api/getmsg' })).json().message[0]).toMatchObject({
      _id: id,
      message: 'New release',
    });
    expect((await admin('DELETE', `/admin/notifications/${id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/admin/notifications/${id}`)).statusCode).toBe(404);

    const banner = await admin('POST', '/admin/banners', { title: 'Vote now', position: 0 });
    expect(
      (await call({ url: '/wallet/getActiveBanners' })).json().banners.map((b: { title: string }) => b.title),
    ).toContain('Vote now');
    expect((await admin('DELETE', `/admin/banners/${banner.json().id}`)).statusCode).toBe(200);

    expect((await admin('PUT', '/admin/nametags', { address: A, tag: 'Alice Fund' })).statusCode).toBe(200);
    expect((await call({ url: `/api/getNameTag?address=${A}` })).json().tags).toEqual([
      { address: A, tag: 'Alice Fund', description: null },
    ]);
    expect((await call({ url: `/api/account/detail?address=${A}` })).json().tag).toBe('Alice Fund');
    expect(
      (await admin('PUT', '/admin/nametags', { address: 'nope', tag: 'x' })).json().error.parameter,
    ).toBe('address');
  });
});

describe('services', () => {
  it('serves only the chosen route groups', async () => {
    const { app: governanceOnly, db: other } = await seededApi({ services: ['governance'] });
    const auth = { authorization: `Bearer ${KEY}` };
    expect((await governanceOnly.inject({ url: '/governance/getProposal', headers: auth })).statusCode).toBe(
      200,
    );
    expect((await governanceOnly.inject({ url: '/api/status', headers: auth })).statusCode).toBe(404);
    expect(
      (await governanceOnly.inject({ method: 'POST', url: '/wallet/getaccount', headers: auth })).statusCode,
    ).toBe(404);
    await governanceOnly.close();
    await other.close();
  });
});
