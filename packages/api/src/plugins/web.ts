import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type RuntimeConfig, RuntimeConfig as RuntimeConfigSchema } from '../schemas/config.js';

const API_PREFIXES = [
  '/api/',
  '/wallet/',
  '/walletsolidity/',
  '/governance/',
  '/token/',
  '/blockchain/',
  '/dev/',
  '/support/',
  '/admin/',
];

/** `/config.json` always; the built web app with a single-page fallback when a dist dir is given. */
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
  if (dir === undefined || !existsSync(join(dir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: dir, wildcard: false, index: false, maxAge: '1h' });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => path.startsWith(p));
    if (request.method !== 'GET' || isApi || /\.[a-z0-9]+$/i.test(path)) {
      return reply
        .code(404)
        .send({ error: { code: 'NOT_FOUND', message: `no route ${request.method} ${path}` } });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
