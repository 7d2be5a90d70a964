import type { FastifyInstance } from 'fastify';
import { reader } from '../../db/api-db.js';
import { amount, int } from '../../queries/convert.js';
import { readCounters } from '../../queries/counters.js';
import { nativeToken, trendingTokens } from '../../queries/tokens.js';
import { NativeTokenDetail, PoxSlider } from '../../schemas/stats.js';
import { TrendingResponse } from '../../schemas/tokens.js';
import { responses } from '../shared.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];
const TRENDING_CACHE_MS = 60_000;

export async function tokenRoutes(app: FastifyInstance, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/token0',
    { schema: { tags, summary: 'native token details', response: responses(NativeTokenDetail) } },
    () => nativeToken(db),
  );

  app.get(
    '/api/AccountStats',
    { schema: { tags, summary: 'POX slider', response: responses(PoxSlider) } },
    async () => {
      const [c, today] = await Promise.all([
        readCounters(db, ['total_supply', 'total_staked', 'pox_holders']),
        db.selectFrom('daily_stats').select('fees_burned').orderBy('day', 'desc').limit(1).executeTakeFirst(),
      ]);
      const pox = await db.selectFrom('tokens').select('transfers').where('id', '=', '_').executeTakeFirst();
      return {
        totalSupply: amount(c.total_supply),
        totalStaked: amount(c.total_staked),
        holders: int(c.pox_holders),
        transfers: int(pox?.transfers),
        feesBurned24h: amount(today?.fees_burned),
      };
    },
  );

  // The day's ranking moves slowly; one read a minute serves every visitor.
  let cached:
    | { at: number; value: Promise<{ tokens: Awaited<ReturnType<typeof trendingTokens>> }> }
    | undefined;
  app.get(
    '/api/trending',
    { schema: { tags, summary: 'trending tokens', response: responses(TrendingResponse) } },
    () => {
      if (cached === undefined || Date.now() - cached.at > TRENDING_CACHE_MS) {
        const value = trendingTokens(db).then((tokens) => ({ tokens }));
        value.catch(() => {
          cached = undefined;
        });
        cached = { at: Date.now(), value };
      }
      return cached.value;
    },
  );
}
