import { reader } from '../../db/api-db.js';
import { blocksInfo } from '../../queries/blocks.js';
import { amount } from '../../queries/convert.js';
import { chainHead } from '../../queries/counters.js';
import { BlocksInfo } from '../../schemas/blocks.js';
import { BlockAndResources, NodeInfo } from '../../schemas/stats.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];

/** Node info, blocks info and the latest block with resource prices. */
export async function chainRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  const latestBlock = () =>
    db.selectFrom('blocks').select(['num', 'block_time']).orderBy('num', 'desc').limit(1).executeTakeFirst();
  const values = async (table: 'chain_parameters' | 'chain_state', keys: string[]) => {
    const rows = await db.selectFrom(table).select(['key', 'value']).where('key', 'in', keys).execute();
    return new Map(rows.map((r) => [r.key, r.value === null ? null : amount(r.value)]));
  };

  app.get(
    '/api/nodeinfo',
    {
      schema: {
        tags,
        summary: "node info: the indexed chain, and the full node's version and peers",
        response: responses(NodeInfo),
      },
    },
    async () => {
      // witnesses and chain_parameters are small tables (hundreds of rows): counting them is cheap.
      const [head, totals, status, active, params, node] = await Promise.all([
        chainHead(db),
        opts.aggregates.get(),
        db.selectFrom('indexer_status').select('lag_ms').where('id', '=', 1).executeTakeFirst(),
        db
          .selectFrom('witnesses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('is_active', '=', true)
          .executeTakeFirst(),
        db
          .selectFrom('chain_parameters')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
        opts.nodeStatus.get(),
      ]);
      return {
        networkName: opts.networkName,
        latestBlock: head.latest,
        latestSolidifiedBlock: head.solidified,
        witnesses: totals.witnesses,
        activeWitnesses: Number(active?.n ?? 0),
        chainParameters: Number(params?.n ?? 0),
        indexerLagMs: status?.lag_ms ?? null,
        node: node.status,
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
      const [latest, p, state] = await Promise.all([
        latestBlock(),
        values('chain_parameters', ['getEnergyFee', 'getTransactionFee']),
        values('chain_state', ['total_energy_limit', 'total_net_limit']),
      ]);
      return {
        latestBlock: latest?.num ?? 0,
        latestBlockTime: latest ? latest.block_time.getTime() : null,
        energyFeeSun: p.get('getEnergyFee') ?? null,
        bandwidthFeeSun: p.get('getTransactionFee') ?? null,
        totalEnergyLimit: state.get('total_energy_limit') ?? null,
        totalBandwidthLimit: state.get('total_net_limit') ?? null,
      };
    },
  );
}
