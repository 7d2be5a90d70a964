import type { Db } from '../../db/api-db.js';
import { ApiError } from '../../errors.js';
import type { RateLimitRule } from '../../plugins/access.js';
import { addSupportTicket } from '../../queries/editorial.js';
import { SupportBody, SupportResponse } from '../../schemas/editorial.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';

export interface SupportRoutesOptions {
  db: Db;
  /** Requests per client IP; default 3 every 10 minutes. */
  limit?: RateLimitRule;
}

const RECEIVED = 'Your request has been received.';
/** The id of a honeypot answer: nothing was stored. */
const NOT_STORED = '0';

/**
 * `POST /support/create`: stores a ticket (on the primary) for the team to answer. A filled honeypot
 * is answered like a stored ticket, so a bot learns nothing, and is dropped.
 */
export async function supportRoutes(app: TypedApp, opts: SupportRoutesOptions): Promise<void> {
  const limit = opts.limit ?? { max: 3, windowMs: 10 * 60_000 };
  app.post(
    '/support/create',
    {
      config: {
        cacheable: false,
        rateLimit: {
          max: limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: (req) => `support:${req.ip}`,
          errorResponseBuilder: (_req, ctx) =>
            new ApiError(
              429,
              'RATE_LIMITED',
              `too many support requests from this address; retry in ${ctx.after}`,
            ),
        },
      },
      schema: {
        tags: ['governance'],
        summary: 'support',
        body: SupportBody,
        response: responses(SupportResponse),
      },
    },
    async (req) => {
      const { website, ...ticket } = req.body;
      if (website !== undefined && website.trim() !== '') {
        req.log.info('support request with a filled honeypot: not stored');
        return { status: 200, message: RECEIVED, id: NOT_STORED };
      }
      const id = await addSupportTicket(opts.db.kysely, ticket);
      return { status: 200, message: RECEIVED, id };
    },
  );
}
