import { contractTypeName } from '@poxscan/protocol/browser';
import { Type } from 'typebox';
import { reader } from '../../db/api-db.js';
import { notFound } from '../../errors.js';
import { blockContractTypes, getBlock, listBlocks, witnessBlocks } from '../../queries/blocks.js';
import { blockTransactions } from '../../queries/transactions.js';
import {
  BlockDetail,
  BlockOverview,
  BlockQuery,
  BlocksKeysetPage,
  BlocksPage,
} from '../../schemas/blocks.js';
import { AddressKeysetQuery, Cursor } from '../../schemas/common.js';
import { BlockTransactionsQuery, TransactionsPage } from '../../schemas/transactions.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];
const BlocksQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  cursor: Type.Optional(Cursor),
});

export async function blockRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  const mustGetBlock = async (block: string) => {
    const found = await getBlock(db, block);
    if (found === undefined) throw notFound(`block ${block}`);
    return found;
  };

  app.get(
    '/api/getblocks',
    {
      schema: {
        tags,
        summary: 'blocks, newest first (page and limit=10)',
        querystring: BlocksQuery,
        response: responses(BlocksPage),
      },
    },
    (req) => {
      const { page = 1, limit = 10, cursor } = req.query;
      return listBlocks(db, page, limit, cursor);
    },
  );

  app.get(
    '/api/witness/blocks',
    {
      schema: {
        tags,
        summary: 'the blocks an SR produced, newest first (keyset)',
        querystring: AddressKeysetQuery,
        response: responses(BlocksKeysetPage),
      },
    },
    (req) => {
      const { address, cursor, limit = 20 } = req.query;
      return witnessBlocks(db, address, limit, cursor);
    },
  );

  app.get(
    '/api/block',
    { schema: { tags, summary: 'block details', querystring: BlockQuery, response: responses(BlockDetail) } },
    async (req) => {
      const { counts: _, ...block } = await mustGetBlock(req.query.block);
      return block;
    },
  );

  app.get(
    '/api/block/overview',
    {
      schema: {
        tags,
        summary: 'block overview',
        querystring: BlockQuery,
        response: responses(BlockOverview),
      },
    },
    async (req) => {
      const block = await mustGetBlock(req.query.block);
      const types = await blockContractTypes(db, block.number);
      return {
        number: block.number,
        transactionCount: block.transactionCount,
        transferCount: block.counts.transfer_count,
        internalTransactionCount: block.counts.internal_tx_count,
        eventCount: block.counts.event_count,
        contractTypes: types.map((t) => ({
          type: contractTypeName(t.contract_type) ?? `ContractType${t.contract_type}`,
          count: Number(t.n),
        })),
      };
    },
  );

  app.get(
    '/api/block/transactions',
    {
      schema: {
        tags,
        summary: "a block's transactions (page and limit=10)",
        querystring: BlockTransactionsQuery,
        response: responses(TransactionsPage),
      },
    },
    async (req) => {
      const { block, page = 1, limit = 10 } = req.query;
      const b = await mustGetBlock(block);
      const items = await blockTransactions(db, b.number, page, limit);
      return { items, page, limit, total: b.transactionCount, nextCursor: null };
    },
  );
}
