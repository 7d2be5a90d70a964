import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type RuntimeConfig, RuntimeConfig as RuntimeConfigSchema } from '../schemas/config.js';
import { sendNotFound } from './errors.js';

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
  if (dir === undefined || !existsSync(join(dir, 'index.html'))) {
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  // The web build writes .br and .gz beside its files; browsers that accept them get them.
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    maxAge: '1h',
    preCompressed: true,
  });
  app.setNotFoundHandler(async (request, reply) => {
    // Screens and data share prefixes (/blockchain/blocks vs /blockchain/contractdetail): a browser
    // navigation asks for HTML, a data call does not.
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage || path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path))
      return sendNotFound(request, reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
