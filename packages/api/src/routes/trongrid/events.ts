import { Type } from 'typebox';
import { reader } from '../../db/api-db.js';
import { badParameter } from '../../errors.js';
import { blockEvents, transactionEvents } from '../../queries/trongrid/events.js';
import { TronGridListQuery } from '../../schemas/trongrid/envelope.js';
import { TronGridEventPage } from '../../schemas/trongrid/event.js';
import type { TypedApp } from '../typed-app.js';
import { page, tronGridResponses } from './envelope.js';
import type { TronGridRoutesOptions } from './index.js';
import { integer, listOptions } from './params.js';

const tags = ['trongrid'];
const TxParams = Type.Object({ id: Type.String({ maxLength: 100, description: 'transaction ID (64 hex)' }) });
const BlockParams = Type.Object({
  number: Type.String({ maxLength: 100, description: 'block number, block ID, or latest' }),
});

export function transactionId(text: string): string {
  if (!/^(0x)?[0-9a-fA-F]{64}$/.test(text))
    throw badParameter('id', 'must be a transaction ID (64 hex digits)');
  return text.replace(/^0x/, '').toLowerCase();
}

export async function eventRoutes(app: TypedApp, opts: TronGridRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/v1/transactions/:id/events',
    {
      schema: {
        tags,
        summary: "a transaction's events, in log order",
        params: TxParams,
        querystring: TronGridListQuery,
        response: tronGridResponses(TronGridEventPage),
      },
    },
    async (req) => {
      const { id } = req.params;
      const options = listOptions(req.query);
      const result = await transactionEvents(db, transactionId(id), { ...options, list: 'tx-events' });
      return page(req, result?.data ?? [], result?.fingerprint);
    },
  );

  app.get(
    '/v1/blocks/:number/events',
    {
      schema: {
        tags,
        summary: "a block's events, by number, block ID or 'latest', in chain order",
        params: BlockParams,
        querystring: TronGridListQuery,
        response: tronGridResponses(TronGridEventPage),
      },
    },
    async (req) => {
      const { number } = req.params;
      const block = /^[0-9a-fA-F]{64}$/.test(number)
        ? number.toLowerCase()
        : number === 'latest'
          ? 'latest'
          : integer('number', number);
      if (block === undefined) throw badParameter('number', 'must be a block number, a block ID or latest');
      const options = listOptions(req.query);
      const result = await blockEvents(db, block, { ...options, list: 'block-events' });
      return page(req, result?.data ?? [], result?.fingerprint);
    },
  );
}
