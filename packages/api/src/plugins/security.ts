import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for every answer, and CORS for the configured web origins only. The CSP allows
 * the API origins the web app is told about, so a split deployment still works, and WebAssembly
 * compilation (not eval of strings) for the Solidity compiler that runs in a Web Worker.
 *
 * Helmet's middleware is made once: @fastify/helmet made it again on every request, parsing the CSP
 * each time, a sixth of the API process's CPU on a list page. The headers depend on nothing in the
 * request.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { corsOrigins: string[]; apiOrigins: string[] },
): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...opts.apiOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    // The same refusal as frame-ancestors 'none', for browsers that only read this header.
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: opts.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
  await app.register(cors, {
    origin: opts.corsOrigins.length > 0 ? opts.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: [
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'Content-Disposition',
    ],
    maxAge: 600,
  });
}
