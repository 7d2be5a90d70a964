import type { FastifyInstance } from 'fastify';
import type { ApiDb } from '../../db/api-db.js';
import { reader } from '../../db/api-db.js';
import {
  listWitnesses,
  networkParameters,
  poxStaking,
  proposals,
  stakedData,
  tvlGraph,
  votesData,
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

const tags = ['governance'];

/** Super representatives, votes, staking, parameters and proposals. */
export async function stakingRoutes(app: FastifyInstance, opts: { db: ApiDb }): Promise<void> {
  const db = reader(opts.db);
  for (const [url, partner, summary] of [
    ['/governance/getWitnessData', false, 'SR governance'],
    ['/governance/getWitnessDataP', true, 'SR partners governance'],
  ] as const) {
    app.post(
      url,
      { schema: { tags, summary, body: WitnessesBody, response: responses(WitnessesResponse) } },
      (req) => listWitnesses(db, partner, (req.body as WitnessesBody | undefined)?.limit ?? 500),
    );
  }
  app.get(
    '/governance/votesData',
    { schema: { tags, summary: 'votes governance', response: responses(VotesData) } },
    () => votesData(db),
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
    (req) => {
      const { pageNo = 1, pageLimit = 10, term = '' } = req.query as VotesListQuery;
      checkDepth(pageNo, pageLimit, 'pageNo');
      return votesList(db, term, pageNo, pageLimit);
    },
  );
  app.get(
    '/governance/getvoteStatus',
    {
      schema: { tags, summary: 'staked data', querystring: VoteStatusQuery, response: responses(StakedData) },
    },
    (req) => stakedData(db, (req.query as VoteStatusQuery).address),
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
    () => poxStaking(db),
  );
  app.get(
    '/governance/tvlgraph',
    { schema: { tags, summary: 'TVL graph', response: responses(TvlGraph) } },
    async () => ({
      points: await tvlGraph(db),
    }),
  );
}
