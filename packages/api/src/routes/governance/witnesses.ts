import { reader } from '../../db/api-db.js';
import { notFound } from '../../errors.js';
import { nextMaintenance } from '../../queries/governance.js';
import { decodeVotersCursor, witnessVoters } from '../../queries/voters.js';
import { listWitnesses, votesList, witnessDetail } from '../../queries/witnesses.js';
import {
  VotesData,
  VotesListPage,
  VotesListQuery,
  WitnessDetail,
  WitnessesBody,
  WitnessesResponse,
  WitnessQuery,
  WitnessVotersPage,
  WitnessVotersQuery,
} from '../../schemas/governance.js';
import { checkDepth, responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { GovernanceRoutesOptions } from './context.js';

const tags = ['governance'];

/** Super representatives, candidates and their voters. */
export async function witnessRoutes(app: TypedApp, opts: GovernanceRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  const totals = () => opts.aggregates.get();
  for (const [url, partner, summary] of [
    ['/governance/getWitnessData', false, 'SR governance: the 27 most voted'],
    ['/governance/getWitnessDataP', true, 'SR partners governance: ranks 28 to 127'],
  ] as const) {
    app.post(
      url,
      { schema: { tags, summary, body: WitnessesBody, response: responses(WitnessesResponse) } },
      async (req) => listWitnesses(db, partner, req.body?.limit ?? 500, (await totals()).totalVotes),
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
      const { pageNo = 1, pageLimit = 10, term = '' } = req.query;
      checkDepth(pageNo, pageLimit, 'pageNo');
      return votesList(db, term, pageNo, pageLimit, await totals());
    },
  );
  app.get(
    '/governance/witness',
    {
      schema: {
        tags,
        summary: 'one SR or candidate: rank, votes and their change since the maintenance, voters, blocks',
        querystring: WitnessQuery,
        response: responses(WitnessDetail),
      },
    },
    async (req) => {
      const { address } = req.query;
      const [t, staking] = await Promise.all([totals(), opts.stakingTotals.get()]);
      const found = await witnessDetail(db, address, {
        totalVotes: t.totalVotes,
        votersByWitness: staking.votersByWitness,
      });
      if (found === undefined) throw notFound(`SR candidate ${address}`);
      return found;
    },
  );
  app.get(
    '/governance/witnessVoters',
    {
      schema: {
        tags,
        summary: "an SR's current voters, most votes first (keyset)",
        querystring: WitnessVotersQuery,
        response: responses(WitnessVotersPage),
      },
    },
    (req) => {
      const { address, cursor, limit = 20 } = req.query;
      return witnessVoters(db, address, limit, cursor === undefined ? undefined : decodeVotersCursor(cursor));
    },
  );
}
