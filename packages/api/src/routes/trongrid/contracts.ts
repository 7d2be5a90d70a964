import { Type } from 'typebox';
import { reader } from '../../db/api-db.js';
import { tokenHolders } from '../../queries/trongrid/assets.js';
import { contractEvents } from '../../queries/trongrid/events.js';
import { listTransactions } from '../../queries/trongrid/transactions.js';
import { AddressParams, TronGridListQuery, TronGridPage } from '../../schemas/trongrid/envelope.js';
import { ContractEventsQuery, TronGridEventPage } from '../../schemas/trongrid/event.js';
import { TronGridTransactionPage } from '../../schemas/trongrid/transaction.js';
import type { TypedApp } from '../typed-app.js';
import { page, tronGridResponses } from './envelope.js';
import type { TronGridRoutesOptions } from './index.js';
import { addressParam, integer, limitOf, listOptions } from './params.js';

const tags = ['trongrid'];
const Holder = Type.Record(Type.String(), Type.String(), { description: '{ holder address: balance }' });

export async function contractRoutes(app: TypedApp, opts: TronGridRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/v1/contracts/:address/events',
    {
      schema: {
        tags,
        summary: "a contract's events, decoded with its ABI (verified, else on-chain)",
        params: AddressParams,
        querystring: ContractEventsQuery,
        response: tronGridResponses(TronGridEventPage),
      },
    },
    async (req) => {
      const { address } = req.params;
      const q = req.query;
      const options = listOptions(q);
      const block = integer('block_number', q.block_number);
      const result = await contractEvents(db, addressParam('address', address), q.event_name || undefined, {
        ...options,
        filter: { ...options.filter, ...(block === undefined ? {} : { blockNumber: block }) },
        list: 'contract-events',
      });
      return page(req, result.data, result.fingerprint);
    },
  );

  app.get(
    '/v1/contracts/:address/transactions',
    {
      schema: {
        tags,
        summary: 'the transactions that called or created a contract, newest first',
        params: AddressParams,
        querystring: TronGridListQuery,
        response: tronGridResponses(TronGridTransactionPage),
      },
    },
    async (req) => {
      const { address } = req.params;
      const result = await listTransactions(db, {
        ...listOptions(req.query),
        address: addressParam('address', address),
        columns: ['to_address'],
        list: 'contract-tx',
      });
      return page(req, result.data, result.fingerprint);
    },
  );

  app.get(
    '/v1/contracts/:address/tokens',
    {
      schema: {
        tags,
        summary: "a PRC20 token's holders with their balances, richest first",
        params: AddressParams,
        querystring: TronGridListQuery,
        response: tronGridResponses(TronGridPage(Holder, 'TronGridHoldersPage')),
      },
    },
    async (req) => {
      const { address } = req.params;
      const q = req.query;
      const result = await tokenHolders(db, addressParam('address', address), {
        limit: limitOf(q.limit),
        fingerprint: q.fingerprint,
      });
      return page(req, result.data, result.fingerprint);
    },
  );
}
