import { Type } from 'typebox';
import { reader } from '../../db/api-db.js';
import { accountJson, accountResources } from '../../queries/trongrid/account.js';
import { listInternalTransactions } from '../../queries/trongrid/internals.js';
import { listTransactions, type TxListRequest } from '../../queries/trongrid/transactions.js';
import { listTrc20Transfers } from '../../queries/trongrid/trc20.js';
import {
  TronGridAccountPage,
  TronGridInternalPage,
  TronGridResourcesPage,
} from '../../schemas/trongrid/account.js';
import { AddressParams, TronGridListQuery } from '../../schemas/trongrid/envelope.js';
import {
  AccountTransactionsQuery,
  Trc20TransfersQuery,
  TronGridTransactionPage,
  TronGridTrc20Page,
} from '../../schemas/trongrid/transaction.js';
import type { TypedApp } from '../typed-app.js';
import { page, tronGridResponses } from './envelope.js';
import type { TronGridRoutesOptions } from './index.js';
import { addressParam, flag, listOptions } from './params.js';

const tags = ['trongrid'];
const OnlyConfirmed = Type.Object({ only_confirmed: Type.Optional(Type.String({ maxLength: 5 })) });

/** TronGrid filters are not exclusive: only_to with only_from is both directions. */
function directions<T extends string>(q: { only_to?: string; only_from?: string }, from: T, to: T): T[] {
  const onlyTo = flag('only_to', q.only_to);
  const onlyFrom = flag('only_from', q.only_from);
  if (onlyTo && !onlyFrom) return [to];
  if (onlyFrom && !onlyTo) return [from];
  return [from, to];
}

/**
 * The columns an account's transactions are found by. With search_internal (TronGrid's default: true)
 * a transaction also counts when the address only calls or receives inside it: only_from keeps the
 * internal transactions it makes, only_to those it receives.
 */
function accountTxColumns(q: {
  only_to?: string;
  only_from?: string;
  search_internal?: string;
}): Pick<TxListRequest, 'columns' | 'internalColumns'> {
  const internal = flag('search_internal', q.search_internal, true);
  return {
    columns: directions(q, 'owner_address', 'to_address'),
    internalColumns: internal ? directions(q, 'caller_address', 'to_address') : [],
  };
}

export async function accountRoutes(app: TypedApp, opts: TronGridRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/v1/accounts/:address',
    {
      schema: {
        tags,
        summary: 'account (getaccount shape, with trc20 balances)',
        params: AddressParams,
        querystring: OnlyConfirmed,
        response: tronGridResponses(TronGridAccountPage),
      },
    },
    async (req) => {
      const { address } = req.params;
      const account = await accountJson(db, addressParam('address', address));
      return page(req, account === undefined ? [] : [account]);
    },
  );

  app.get(
    '/v1/accounts/:address/resources',
    {
      schema: {
        tags,
        summary: 'account resources (getaccountresource figures)',
        params: AddressParams,
        response: tronGridResponses(TronGridResourcesPage),
      },
    },
    async (req) => {
      const { address } = req.params;
      const resources = await accountResources(db, addressParam('address', address));
      return page(req, resources === undefined ? [] : [resources]);
    },
  );

  app.get(
    '/v1/accounts/:address/transactions',
    {
      schema: {
        tags,
        summary: "an account's transactions in java-tron JSON, newest first",
        params: AddressParams,
        querystring: AccountTransactionsQuery,
        response: tronGridResponses(TronGridTransactionPage),
      },
    },
    async (req) => {
      const { address } = req.params;
      const q = req.query;
      const result = await listTransactions(db, {
        ...listOptions(q),
        address: addressParam('address', address),
        ...accountTxColumns(q),
        list: 'account-tx',
      });
      return page(req, result.data, result.fingerprint);
    },
  );

  app.get(
    '/v1/accounts/:address/transactions/trc20',
    {
      schema: {
        tags,
        summary: "an account's PRC20 (TRC20) transfers, newest first",
        params: AddressParams,
        querystring: Trc20TransfersQuery,
        response: tronGridResponses(TronGridTrc20Page),
      },
    },
    async (req) => {
      const { address } = req.params;
      const q = req.query;
      const contract = q.contract_address ? addressParam('contract_address', q.contract_address) : undefined;
      const result = await listTrc20Transfers(db, {
        ...listOptions(q),
        address: addressParam('address', address),
        columns: directions(q, 'from_address', 'to_address'),
        contract,
      });
      return page(req, result.data, result.fingerprint);
    },
  );

  for (const [path, summary] of [
    ['/v1/accounts/:address/internal-transactions', 'the internal transactions an account made or received'],
    ['/v1/contracts/:address/internal-transactions', 'the internal transactions a contract made or received'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          params: AddressParams,
          querystring: TronGridListQuery,
          response: tronGridResponses(TronGridInternalPage),
        },
      },
      async (req) => {
        const { address } = req.params;
        const result = await listInternalTransactions(db, {
          ...listOptions(req.query),
          address: addressParam('address', address),
        });
        return page(req, result.data, result.fingerprint);
      },
    );
  }
}
