import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/api-db.js';
import { addSupportTicket } from '../../queries/editorial.js';
import { SupportBody, SupportResponse } from '../../schemas/editorial.js';
import { responses } from '../shared.js';

/** `POST /support/create`: stores a ticket (on the primary) for the team to answer. */
export async function supportRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.post(
    '/support/create',
    {
      config: { cacheable: false },
      schema: {
        tags: ['governance'],
        summary: 'support',
        body: SupportBody,
        response: responses(SupportResponse),
      },
    },
    async (req) => {
      const id = await addSupportTicket(opts.db.kysely, req.body as SupportBody);
      return { status: 200, message: 'Your request has been received.', id };
    },
  );
}
