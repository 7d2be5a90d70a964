import type { FastifyInstance } from 'fastify';
import { reader } from '../../db/api-db.js';
import {
  accountStake,
  listWitnesses,
  networkParameters,
  nextMaintenance,
  proposals,
  votesList,
} from '../../queries/governance.js';
import {
  NetworkParameters,
  PoxStaking,
  ProposalsResponse,
  StakedData,
  VoteStatusQuery,
  VotesData,
  VotesListPage,
  VotesListQuery,
  WitnessesBody,
  WitnessesResponse,
} from '../../schemas/governance.js';
import { TvlGraph } from '../../schemas/stats.js';
import { checkDepth, responses } from '../shared.js';
import type { GovernanceRoutesOptions } from './context.js';

const tags = ['governance'];

/** Super representatives, votes, staking, parameters and proposals. */
export async function stakingRoutes(app: FastifyInstance, opts: GovernanceRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  const totals = () => opts.aggregates.get();
  for (const [url, partner, summary] of [
    ['/governance/getWitnessData', false, 'SR governance: the 27 most voted'],
    ['/governance/getWitnessDataP', true, 'SR partners governance: ranks 28 to 127'],
  ] as const) {
    app.post(
      url,
      { schema: { tags, summary, body: WitnessesBody, response: responses(WitnessesResponse) } },
      async (req) =>
        listWitnesses(
          db,
          partner,
          (req.body as WitnessesBody | undefined)?.limit ?? 500,
          (await totals()).totalVotes,
        ),
    );
  }
  app.get(
    '/governance/votesData',
    { schema: { tags, summary: 'votes governance', response: responses(VotesData) } },
    async () => {
      const [t, next] = await Promise.all([totals(), nextMaintenance(db)]);
      return { totalVotes: t.totalVotes, voters: t.voters, witnesses: t.witnesses, nextMaintenanceAt: next };
    },
  );
  app.get(
    '/governance/getvoteslist',
    {
      schema: {
        tags,
        summary: 'votes list (pageNo, pageLimit=10, term)',
        querystring: VotesListQuery,
        response: responses(VotesListPage),
      },
    },
    async (req) => {
      const { pageNo = 1, pageLimit = 10, term = '' } = req.query as VotesListQuery;
      checkDepth(pageNo, pageLimit, 'pageNo');
      return votesList(db, term, pageNo, pageLimit, await totals());
    },
  );
  app.get(
    '/governance/getvoteStatus',
    {
      schema: { tags, summary: 'staked data', querystring: VoteStatusQuery, response: responses(StakedData) },
    },
    async (req) => {
      const { address } = req.query as VoteStatusQuery;
      const [t, account] = await Promise.all([
        totals(),
        address === undefined ? Promise.resolve(null) : accountStake(db, address),
      ]);
      return { totalStaked: t.totalStaked, totalVotes: t.totalVotes, account };
    },
  );
  app.get(
    '/governance/networkParameters',
    { schema: { tags, summary: 'network parameters', response: responses(NetworkParameters) } },
    async () => ({ parameters: await networkParameters(db) }),
  );
  app.get(
    '/governance/getProposal',
    { schema: { tags, summary: 'committee proposals', response: responses(ProposalsResponse) } },
    async () => ({ proposals: await proposals(db) }),
  );
  app.get(
    '/governance/poxStakingPage',
    { schema: { tags, summary: 'POX staking governance', response: responses(PoxStaking) } },
    async () => {
      const t = await totals();
      const supply = BigInt(t.totalSupply);
      return {
        totalStaked: t.totalStaked,
        stakedForBandwidth: t.stakedBandwidth,
        stakedForEnergy: t.stakedEnergy,
        totalVotes: t.totalVotes,
        witnesses: t.witnesses,
        stakingRatio: supply > 0n ? Number((BigInt(t.totalStaked) * 1_000_000n) / supply) / 1_000_000 : 0,
      };
    },
  );
  // Staking is not rolled up per day, so the graph holds what is known: today's total.
  app.get(
    '/governance/tvlgraph',
    { schema: { tags, summary: 'TVL graph', response: responses(TvlGraph) } },
    async () => {
      const t = await totals();
      return { points: [{ day: Math.floor(t.at / 86_400_000) * 86_400_000, staked: t.totalStaked }] };
    },
  );
}
