import { reader } from '../../db/api-db.js';
import { getTransaction } from '../../queries/transaction-detail.js';
import { TransactionLookup } from '../../schemas/transaction-lookup.js';
import { TransactionQuery } from '../../schemas/transactions.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

export async function transactionLookupRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/transaction/lookup',
    {
      schema: {
        tags: ['node'],
        summary: 'transaction by hash, or null while it is not indexed yet (for polling without 404s)',
        querystring: TransactionQuery,
        response: responses(TransactionLookup),
      },
    },
    async (req) => ({ transaction: (await getTransaction(db, req.query.hash)) ?? null }),
  );
}
