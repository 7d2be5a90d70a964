import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../schemas/config.js';
import { registerErrorHandling } from './errors.js';
import { RUNTIME_CONFIG_ELEMENT_ID, registerWeb } from './web.js';

const config: RuntimeConfig = {
  networkName: 'Yuvi </script><script>alert(1)</script> Testnet',
  api: { node: '', governance: '', fullnode: '' },
  apiKey: 'public-key',
  explorers: { testnet: 'https://testnet.example', mainnet: '' },
  devnet: false,
  walletSiteUrl: '',
};
const page = (title: string) =>
  `<!doctype html>\n<html>\n  <head>\n    <title>${title}</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
const HTML = { accept: 'text/html,*/*' };

let dist: string;
let app: FastifyInstance;

async function serve(webDistDir?: string): Promise<FastifyInstance> {
  const server = Fastify();
  registerErrorHandling(server);
  await registerWeb(server, { runtimeConfig: config, ...(webDistDir ? { webDistDir } : {}) });
  return server;
}

/** The runtime config as the web app reads it from the served page. */
function embeddedConfig(html: string): unknown {
  const match = html.match(
    new RegExp(`<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`),
  );
  return match ? JSON.parse(match[1]!) : undefined;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'poxscan-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page('Build 1'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export const build = 1;');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('export const build = 1;'));
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(
    join(dist, 'routes.json'),
    JSON.stringify(['/', '/blockchain/blocks', '/transactiondetails/:id', '/tokens']),
  );
  app = await serve(dist);
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves its page with the runtime config inside, escaped so nothing can close the element', async () => {
    const res = await app.inject({ url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Build 1</title>');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(embeddedConfig(res.body)).toEqual(config);
  });

  it('sends the page compressed as the browser accepts, and answers a revalidation with 304', async () => {
    const plain = await app.inject({ url: '/blockchain/blocks', headers: HTML });
    const br = await app.inject({ url: '/', headers: { ...HTML, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/', headers: { ...HTML, 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const again = await app.inject({ url: '/', headers: { ...HTML, 'if-none-match': plain.headers.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('caches hashed assets for a year, other files for an hour, and never serves the bare page', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('export const build = 1;');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect((await app.inject({ url: '/index.html' })).statusCode).toBe(404);
  });

  it('falls back to the page for screens, and to a JSON 404 for data paths and missing files', async () => {
    const screen = await app.inject({ url: '/transactiondetails/abc?x=1', headers: HTML });
    expect(screen.statusCode).toBe(200);
    expect(embeddedConfig(screen.body)).toEqual(config);
    for (const url of ['/api/nope', '/assets/missing-123.js']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await app.inject({ url: '/blockchain/blocks' })).statusCode).toBe(404);
  });

  it("answers 404 with the app's page (its not-found screen) for a path of no screen", async () => {
    for (const url of [
      '/no/such/page',
      '/blockchain/blockz',
      '/transactiondetails/abc/extra',
      '/tokens/x?y=1',
    ]) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(embeddedConfig(res.body), url).toEqual(config);
    }
    for (const url of ['/blockchain/blocks/', '/transactiondetails/a%20b', '/tokens?page=2']) {
      expect((await app.inject({ url, headers: HTML })).statusCode, url).toBe(200);
    }
  });

  it('serves a rebuilt app without a restart, and the last page while a rebuild has removed it', async () => {
    writeFileSync(join(dist, 'assets', 'index-def456.js'), 'export const build = 2;');
    writeFileSync(join(dist, 'index.html'), page('Build 2 with a longer title'));
    expect((await app.inject({ url: '/', headers: HTML })).body).toContain('Build 2');
    expect((await app.inject({ url: '/assets/index-def456.js' })).body).toBe('export const build = 2;');
    rmSync(join(dist, 'index.html'));
    const during = await app.inject({ url: '/tokens', headers: HTML });
    expect(during.statusCode).toBe(200);
    expect(during.body).toContain('Build 2');
    writeFileSync(join(dist, 'index.html'), page('Build 1'));
  });

  it('serves /config.json alone when there is no built app', async () => {
    const bare = await serve(undefined);
    try {
      const res = await bare.inject({ url: '/config.json' });
      expect(res.json()).toEqual(config);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect((await bare.inject({ url: '/', headers: HTML })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
