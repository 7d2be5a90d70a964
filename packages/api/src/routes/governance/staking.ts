import { reader } from '../../db/api-db.js';
import { accountStake } from '../../queries/governance.js';
import { poxStaking, topStakers, tvlHistory } from '../../queries/staking.js';
import { StakedData, VoteStatusQuery } from '../../schemas/governance.js';
import { PoxStaking, TopStakers, TopStakersQuery } from '../../schemas/staking.js';
import { TvlGraph } from '../../schemas/stats.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { GovernanceRoutesOptions } from './context.js';

const tags = ['governance'];

/** Staked POX: network figures, the largest stakers, daily history, one account's stake. */
export async function stakingRoutes(app: TypedApp, opts: GovernanceRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  const totals = () => opts.aggregates.get();
  app.get(
    '/governance/getvoteStatus',
    {
      schema: { tags, summary: 'staked data', querystring: VoteStatusQuery, response: responses(StakedData) },
    },
    async (req) => {
      const { address } = req.query;
      const [t, account] = await Promise.all([
        totals(),
        address === undefined ? Promise.resolve(null) : accountStake(db, address),
      ]);
      return { totalStaked: t.totalStaked, totalVotes: t.totalVotes, account };
    },
  );
  app.get(
    '/governance/poxStakingPage',
    { schema: { tags, summary: 'POX staking governance', response: responses(PoxStaking) } },
    async () => {
      const [t, s] = await Promise.all([totals(), opts.stakingTotals.get()]);
      return poxStaking(t, s);
    },
  );
  app.get(
    '/governance/topStakers',
    {
      schema: {
        tags,
        summary: 'accounts with the most POX staked (top 100, refreshed at most once a minute)',
        querystring: TopStakersQuery,
        response: responses(TopStakers),
      },
    },
    async (req) => {
      const { limit = 20 } = req.query;
      const [t, s] = await Promise.all([totals(), opts.stakingTotals.get()]);
      return topStakers(s, t.totalStaked, limit);
    },
  );
  app.get(
    '/governance/tvlgraph',
    { schema: { tags, summary: 'TVL graph: staked POX by day', response: responses(TvlGraph) } },
    async () => tvlHistory(db, await totals()),
  );
}
