import type { FastifyInstance } from 'fastify';
import { reader } from '../../db/api-db.js';
import { notFound } from '../../errors.js';
import { transactionStats } from '../../queries/stats.js';
import { getTransaction } from '../../queries/transaction-detail.js';
import { listTransactions } from '../../queries/transactions.js';
import { listTransfers, tokenTransfers } from '../../queries/transfers.js';
import {
  TableBody,
  TokenTransfersQuery,
  TransactionDetail,
  TransactionQuery,
  TransactionStats,
  TransactionsPage,
  TransfersKeysetPage,
  TransfersPage,
} from '../../schemas/transactions.js';
import { responses } from '../shared.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];

export async function transactionRoutes(app: FastifyInstance, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/transaction/stats',
    { schema: { tags, summary: 'transaction stats', response: responses(TransactionStats) } },
    () => transactionStats(db),
  );

  app.post(
    '/api/transaction',
    {
      schema: {
        tags,
        summary: 'transaction table data, newest first',
        body: TableBody,
        response: responses(TransactionsPage),
      },
    },
    (req) => {
      const { page = 1, limit = 10, cursor } = (req.body ?? {}) as TableBody;
      return listTransactions(db, { page, limit, ...(cursor ? { cursor } : {}) });
    },
  );

  app.get(
    '/api/transaction/detail',
    {
      schema: {
        tags,
        summary: 'transaction by hash',
        querystring: TransactionQuery,
        response: responses(TransactionDetail),
      },
    },
    async (req) => {
      const { hash } = req.query as TransactionQuery;
      const tx = await getTransaction(db, hash);
      if (tx === undefined) throw notFound(`transaction ${hash}`);
      return tx;
    },
  );

  app.post(
    '/api/getTransfers',
    {
      schema: {
        tags,
        summary: 'transfer table data, newest first',
        body: TableBody,
        response: responses(TransfersPage),
      },
    },
    (req) => {
      const { page = 1, limit = 10, cursor } = (req.body ?? {}) as TableBody;
      return listTransfers(db, { page, limit, ...(cursor ? { cursor } : {}) });
    },
  );

  app.get(
    '/api/token/transfers',
    {
      schema: {
        tags,
        summary: "a token's transfers",
        querystring: TokenTransfersQuery,
        response: responses(TransfersKeysetPage),
      },
    },
    (req) => {
      const { id, limit = 20, cursor } = req.query as TokenTransfersQuery;
      return tokenTransfers(db, id, limit, cursor);
    },
  );
}
