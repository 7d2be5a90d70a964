import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RuntimeConfig, RuntimeConfig as RuntimeConfigSchema } from '../schemas/config.js';
import { sendNotFound } from './errors.js';
import { ROUTES_FILE, screenMatcher } from './webRoutes.js';

/** Id of the element that carries the runtime config inside the app's HTML; the web app reads it at boot. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'poxscan-config';

/** Build files under assets/ carry a content hash in their names: a new build never reuses a URL. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** Other public files (favicon, whitepaper) keep their names across builds. */
const NAMED_FILE = 'public, max-age=3600';

interface AppPage {
  version: string;
  etag: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

/**
 * The config as a JSON script element before `</head>` (a page without one is left as it is: the app
 * then fetches `/config.json`); `<` is escaped so no value can close the element.
 */
function embedConfig(html: string, config: RuntimeConfig): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  const element = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.replace('</head>', `  ${element}\n  </head>`);
}

/**
 * The app's HTML with the runtime config inside, so the app needs no round trip for `/config.json`
 * before its first render. Re-read when the build changes; while a rebuild has removed it, the last
 * page read is served.
 */
function appPageSource(indexPath: string, config: RuntimeConfig) {
  let current: AppPage | undefined;
  return async (): Promise<AppPage> => {
    try {
      const { mtimeMs, size } = await stat(indexPath);
      const version = `${mtimeMs}:${size}`;
      if (current?.version === version) return current;
      const identity = Buffer.from(embedConfig(await readFile(indexPath, 'utf8'), config));
      current = {
        version,
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        bodies: {
          identity,
          br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(identity, { level: 9 }),
        },
      };
    } catch (error) {
      if (current === undefined) throw error;
    }
    return current;
  };
}

/** br, else gzip, else none, as the request's `accept-encoding` allows (`q=0` refuses). */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : 'identity';
}

function sendPage(page: AppPage, request: FastifyRequest, reply: FastifyReply, code = 200) {
  reply
    .code(code)
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (code === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

/**
 * `/config.json` always; the built web app with a single-page fallback when a dist dir is given. Files
 * are looked up per request, so a rebuilt app is served without a restart.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: { runtimeConfig: RuntimeConfig; webDistDir?: string },
): Promise<void> {
  app.get(
    '/config.json',
    { schema: { tags: ['runtime'], security: [], response: { 200: RuntimeConfigSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return opts.runtimeConfig;
    },
  );
  const dir = opts.webDistDir;
  if (dir === undefined || !existsSync(join(dir, 'index.html'))) {
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  const appPage = appPageSource(join(dir, 'index.html'), opts.runtimeConfig);
  const isScreen = screenMatcher(join(dir, ROUTES_FILE));
  // The web build writes .br and .gz beside its files; browsers that accept them get them.
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The page is only served with its config inside (below).
    allowedPath: (path) => !path.startsWith('/index.html'),
    setHeaders: (res, path) => {
      const hashed = relative(dir, path).startsWith(`assets${sep}`);
      res.setHeader('cache-control', hashed ? HASHED_ASSET : NAMED_FILE);
    },
  });
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    sendPage(await appPage(), request, reply),
  );
  app.setNotFoundHandler(async (request, reply) => {
    // Screens and data share prefixes (/blockchain/blocks vs /blockchain/contractdetail): a browser
    // navigation asks for HTML, a data call does not.
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage || path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path))
      return sendNotFound(request, reply);
    // A path of no screen gets the app too (it shows its not-found page), with the status that says so.
    return sendPage(await appPage(), request, reply, (await isScreen(path)) ? 200 : 404);
  });
}
