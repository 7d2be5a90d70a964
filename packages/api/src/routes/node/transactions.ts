import { reader } from '../../db/api-db.js';
import { badParameter, notFound } from '../../errors.js';
import { transactionStats } from '../../queries/stats.js';
import { getTransaction } from '../../queries/transaction-detail.js';
import { listTransactions } from '../../queries/transactions.js';
import { listTransfers, tokenTransfers } from '../../queries/transfers.js';
import {
  TokenTransfersQuery,
  TransactionDetail,
  TransactionQuery,
  TransactionStats,
  TransactionsTablePage,
  TransactionTableBody,
  TransfersKeysetPage,
  TransfersTablePage,
  TransferTableBody,
} from '../../schemas/transactions.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];

/** A filter without positions pages by cursor: a page number past 1 would mean skipping rows. */
function checkCursorPaging(page: number, filter: string | undefined): void {
  if (filter !== undefined && page > 1)
    throw badParameter('page', `with a ${filter} filter, go on with cursor (nextCursor), not page numbers`);
}

/** Block times must run forwards. */
function checkTimeRange(start: number | undefined, end: number | undefined): void {
  if (start !== undefined && end !== undefined && start > end)
    throw badParameter('end', 'must not be before start');
}

export async function transactionRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
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
        summary: 'transaction table data, newest first; by contract type and block time',
        body: TransactionTableBody,
        response: responses(TransactionsTablePage),
      },
    },
    (req) => {
      const body: TransactionTableBody = req.body ?? {};
      const { page = 1, limit = 10, ...filters } = body;
      checkCursorPaging(page, filters.type === undefined ? undefined : 'type');
      checkTimeRange(filters.start, filters.end);
      return listTransactions(db, { page, limit, ...filters });
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
      const { hash } = req.query;
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
        summary: 'transfer table data, newest first; by token standard',
        body: TransferTableBody,
        response: responses(TransfersTablePage),
      },
    },
    (req) => {
      const body: TransferTableBody = req.body ?? {};
      const { page = 1, limit = 10, ...filters } = body;
      checkCursorPaging(page, filters.standard === undefined ? undefined : 'standard');
      return listTransfers(db, { page, limit, ...filters });
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
      const { id, limit = 20, cursor } = req.query;
      return tokenTransfers(db, id, limit, cursor);
    },
  );
}
