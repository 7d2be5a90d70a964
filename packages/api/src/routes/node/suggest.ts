import { reader } from '../../db/api-db.js';
import { suggest } from '../../queries/suggest.js';
import { SuggestQuery, SuggestResponse } from '../../schemas/suggest.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

export async function suggestRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/search/suggest',
    {
      schema: {
        tags: ['node'],
        summary:
          'search as you type: blocks by number or hash prefix, transactions by hash prefix, addresses by prefix or name tag, tokens by name or symbol, contracts and SRs by name',
        querystring: SuggestQuery,
        response: responses(SuggestResponse),
      },
    },
    async (req) => {
      const { q, limit = 5 } = req.query;
      return { q, suggestions: await suggest(db, q, limit) };
    },
  );
}
