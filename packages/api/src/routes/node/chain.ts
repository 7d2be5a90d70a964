import type { FastifyInstance } from 'fastify';
import { reader } from '../../db/api-db.js';
import { blocksInfo } from '../../queries/blocks.js';
import { int } from '../../queries/convert.js';
import { readCounters } from '../../queries/counters.js';
import { BlocksInfo } from '../../schemas/blocks.js';
import { BlockAndResources, NodeInfo } from '../../schemas/stats.js';
import { responses } from '../shared.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];

/** Node info, blocks info and the latest block with resource prices. */
export async function chainRoutes(app: FastifyInstance, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  const latestBlock = () =>
    db
      .selectFrom('blocks')
      .select(['number', 'timestamp'])
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
  const parameters = async (keys: string[]) => {
    const rows = await db
      .selectFrom('chain_parameters')
      .select(['key', 'value'])
      .where('key', 'in', keys)
      .execute();
    return new Map(rows.map((r) => [r.key, r.value]));
  };

  app.get(
    '/api/nodeinfo',
    { schema: { tags, summary: 'node info', response: responses(NodeInfo) } },
    async () => {
      const [c, latest, active, params] = await Promise.all([
        readCounters(db, ['latest_block', 'solidified_block', 'witnesses']),
        latestBlock(),
        db
          .selectFrom('witnesses')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('active', '=', true)
          .executeTakeFirst(),
        db
          .selectFrom('chain_parameters')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirst(),
      ]);
      return {
        networkName: opts.networkName,
        latestBlock: int(c.latest_block),
        latestSolidifiedBlock: int(c.solidified_block),
        witnesses: int(c.witnesses),
        activeWitnesses: int(active?.n),
        chainParameters: int(params?.n),
        indexerLagMs: latest ? Math.max(0, Date.now() - latest.timestamp.getTime()) : null,
      };
    },
  );

  app.get(
    '/api/blocksdata',
    { schema: { tags, summary: 'blocks info', response: responses(BlocksInfo) } },
    () => blocksInfo(db),
  );

  app.get(
    '/api/getblocknRes',
    { schema: { tags, summary: 'block-and-response info', response: responses(BlockAndResources) } },
    async () => {
      const [latest, p] = await Promise.all([
        latestBlock(),
        parameters(['getEnergyFee', 'getTransactionFee', 'getTotalEnergyLimit', 'getTotalNetLimit']),
      ]);
      return {
        latestBlock: latest ? int(latest.number) : 0,
        latestBlockTime: latest ? latest.timestamp.getTime() : null,
        energyFeeSun: p.get('getEnergyFee') ?? null,
        bandwidthFeeSun: p.get('getTransactionFee') ?? null,
        totalEnergyLimit: p.get('getTotalEnergyLimit') ?? null,
        totalBandwidthLimit: p.get('getTotalNetLimit') ?? null,
      };
    },
  );
}
