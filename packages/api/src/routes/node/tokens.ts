import { reader } from '../../db/api-db.js';
import { feesBurned } from '../../queries/stats.js';
import { nativeToken, trendingTokens } from '../../queries/tokens.js';
import { NativeTokenDetail, PoxSlider } from '../../schemas/stats.js';
import { TrendingResponse } from '../../schemas/tokens.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];
const TRENDING_CACHE_MS = 60_000;

export async function tokenRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/token0',
    { schema: { tags, summary: 'native token details', response: responses(NativeTokenDetail) } },
    async () => nativeToken(db, await opts.aggregates.get()),
  );

  app.get(
    '/api/AccountStats',
    { schema: { tags, summary: 'POX slider', response: responses(PoxSlider) } },
    async () => {
      const [totals, burned, pox] = await Promise.all([
        opts.aggregates.get(),
        feesBurned(db),
        db.selectFrom('tokens').select('transfer_count').where('id', '=', '_').executeTakeFirst(),
      ]);
      return {
        totalSupply: totals.totalSupply,
        totalStaked: totals.totalStaked,
        holders: totals.poxHolders,
        transfers: pox?.transfer_count ?? 0,
        feesBurnedToday: burned.today,
        feesBurnedTotal: burned.total,
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
