import { Type } from 'typebox';
import { ApiError } from '../../errors.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

/**
 * `GET /api/live`: Server-Sent Events `block`, `transactions` and `stats` on every new head.
 * EventSource cannot send headers, so the key may come as `?apiKey=`.
 */
export async function liveRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  app.get(
    '/api/live',
    {
      config: { apiKeyInQuery: true, cacheable: false },
      schema: {
        tags: ['node'],
        summary: 'live blocks, transactions and statistics (text/event-stream)',
        querystring: Type.Object({ apiKey: Type.Optional(Type.String({ maxLength: 200 })) }),
      },
    },
    async (req, reply) => {
      // Fastify answers HEAD with this handler: the headers of a stream, never the stream itself.
      if (req.method === 'HEAD')
        return reply.type('text/event-stream; charset=utf-8').header('cache-control', 'no-cache').send('');
      if (opts.live.size >= opts.live.maxClients) {
        throw new ApiError(503, 'TOO_MANY_STREAMS', 'too many live connections; retry later');
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        ...Object.fromEntries(Object.entries(reply.getHeaders()).map(([k, v]) => [k, String(v)])),
      });
      res.write('retry: 3000\n\n');
      try {
        await opts.live.add(res);
      } catch (err) {
        req.log.warn({ err }, 'live stream failed to start');
        res.end();
      }
    },
  );
}
