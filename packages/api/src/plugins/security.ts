import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every answer, and CORS for the configured web origins only. The CSP allows
 * the API origins the web app is told about, so a split deployment still works, and WebAssembly
 * compilation (not eval of strings) for the Solidity compiler that runs in a Web Worker.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { corsOrigins: string[]; apiOrigins: string[] },
): Promise<void> {
  await app.register(helmet, {
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
