import { reader } from '../../db/api-db.js';
import { search } from '../../queries/search.js';
import { SearchQuery, SearchResponse } from '../../schemas/search.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

export async function searchRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['node'],
        summary:
          'search: block number or hash, transaction hash, address, token name or symbol, contract name',
        querystring: SearchQuery,
        response: responses(SearchResponse),
      },
    },
    async (req) => {
      const { term, type = 'all' } = req.query;
      return { term, hits: await search(db, term, type) };
    },
  );
}
