import type { FastifyRequest } from 'fastify';
import { reader } from '../../db/api-db.js';
import { quote } from '../../price/source.js';
import { homeStats } from '../../queries/stats.js';
import { PriceChartQuery, PriceChartResponse, PriceResponse } from '../../schemas/stats.js';
import { StatusResponse } from '../../schemas/status.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];

/** A failing price feed is reported as no price, never as made-up data or a 500. */
const unavailable = (req: FastifyRequest) => (err: unknown) => {
  req.log.warn({ err }, 'price source failed');
  return null;
};

/** Home statistics and the POX price. Without a price source the price is reported as unavailable. */
export async function homeRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/status',
    { schema: { tags, summary: 'home stats and read replica health', response: responses(StatusResponse) } },
    async () => ({ ...(await homeStats(db, await opts.aggregates.get())), replica: opts.db.replicaStatus() }),
  );

  app.get(
    '/api/getprice',
    { schema: { tags, summary: 'POX price', response: responses(PriceResponse) } },
    async (req) => {
      const source = opts.priceSource;
      const q = source ? await quote(source, Date.now()).catch(unavailable(req)) : null;
      return {
        available: q !== null,
        usd: q?.usd ?? null,
        change24h: q?.change24h ?? null,
        time: q?.time ?? null,
        source: source?.name ?? null,
        testnet: source?.testnet ?? false,
      };
    },
  );

  app.get(
    '/api/priceChart',
    {
      schema: {
        tags,
        summary: 'POX graph data',
        querystring: PriceChartQuery,
        response: responses(PriceChartResponse),
      },
    },
    async (req) => {
      const { days = 30 } = req.query;
      const source = opts.priceSource;
      const now = Date.now();
      const points = source
        ? ((await source.history(now - days * 86_400_000, now).catch(unavailable(req))) ?? [])
        : [];
      return { source: source?.name ?? null, testnet: source?.testnet ?? false, points };
    },
  );
}
