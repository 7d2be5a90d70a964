import { reader } from '../../db/api-db.js';
import { notFound } from '../../errors.js';
import {
  accountStats,
  accountTokens,
  accountVotes,
  getAccount,
  listAccounts,
} from '../../queries/accounts.js';
import { accountInternalTransactions, contractEvents } from '../../queries/activity.js';
import { accountDelegations } from '../../queries/delegations.js';
import { accountTransactions } from '../../queries/transactions.js';
import { accountTransfers } from '../../queries/transfers.js';
import {
  AccountDetail,
  AccountListQuery,
  AccountsPage,
  AccountTokensResponse,
  AccountVotesResponse,
  DelegationsPage,
  DelegationsQuery,
  WalletTokensQuery,
  WalletTokensResponse,
} from '../../schemas/accounts.js';
import { AddressKeysetQuery, AddressQuery } from '../../schemas/common.js';
import { AccountStats } from '../../schemas/stats.js';
import {
  EventsKeysetPage,
  InternalTransactionsKeysetPage,
  TransactionsKeysetPage,
  TransfersKeysetPage,
} from '../../schemas/transactions.js';
import { checkDepth, responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];

export async function accountRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/account/list',
    {
      schema: {
        tags,
        summary: 'accounts, richest first (page and limit)',
        querystring: AccountListQuery,
        response: responses(AccountsPage),
      },
    },
    (req) => {
      const { page = 1, limit = 20 } = req.query;
      checkDepth(page, limit);
      return listAccounts(db, page, limit);
    },
  );
  app.get(
    '/api/account/detail',
    {
      schema: {
        tags,
        summary: 'user address details',
        querystring: AddressQuery,
        response: responses(AccountDetail),
      },
    },
    async (req) => {
      const { address } = req.query;
      const account = await getAccount(db, address);
      if (account === undefined) throw notFound(`account ${address}`);
      return account;
    },
  );
  app.get(
    '/wallet/getHomeTokens',
    {
      schema: {
        tags,
        summary: 'wallet tokens',
        querystring: WalletTokensQuery,
        response: responses(WalletTokensResponse),
      },
    },
    async (req) => {
      const { userAddress } = req.query;
      return { address: userAddress, tokens: await accountTokens(db, userAddress) };
    },
  );
  app.get(
    '/api/account/stats',
    { schema: { tags, summary: 'blockchain account', response: responses(AccountStats) } },
    () => accountStats(db),
  );
  app.get(
    '/api/account/tokens',
    {
      schema: {
        tags,
        summary: "an address's tokens",
        querystring: AddressQuery,
        response: responses(AccountTokensResponse),
      },
    },
    async (req) => {
      const { address } = req.query;
      return { address, tokens: await accountTokens(db, address) };
    },
  );
  app.get(
    '/api/account/votes',
    {
      schema: {
        tags,
        summary: "an address's votes",
        querystring: AddressQuery,
        response: responses(AccountVotesResponse),
      },
    },
    async (req) => {
      const { address } = req.query;
      return { address, votes: await accountVotes(db, address) };
    },
  );
  app.get(
    '/api/account/delegations',
    {
      schema: {
        tags,
        summary: "an address's delegations by counterparty (out: it delegates; in: it receives)",
        querystring: DelegationsQuery,
        response: responses(DelegationsPage),
      },
    },
    (req) => {
      const { address, direction = 'out', limit = 20, cursor } = req.query;
      return accountDelegations(db, address, direction, limit, cursor);
    },
  );
  const keyset = [
    ['/api/account/transactions', "an address's transactions", TransactionsKeysetPage, accountTransactions],
    ['/api/account/transfers', "an address's transfers", TransfersKeysetPage, accountTransfers],
    [
      '/api/account/internal',
      "an address's internal transactions",
      InternalTransactionsKeysetPage,
      accountInternalTransactions,
    ],
    ['/api/contract/events', "a contract's events", EventsKeysetPage, contractEvents],
  ] as const;
  for (const [url, summary, schema, query] of keyset) {
    app.get(
      url,
      { schema: { tags, summary, querystring: AddressKeysetQuery, response: responses(schema) } },
      (req) => {
        const { address, limit = 20, cursor } = req.query;
        return query(db, address, limit, cursor);
      },
    );
  }
}
