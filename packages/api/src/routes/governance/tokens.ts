import { sql } from 'kysely';
import { reader } from '../../db/api-db.js';
import { notFound } from '../../errors.js';
import { dailySeries } from '../../queries/accounts.js';
import { int } from '../../queries/convert.js';
import { readCounters } from '../../queries/counters.js';
import { getToken, listTokens, tokenHolders } from '../../queries/tokens.js';
import { HoldersBody } from '../../schemas/contracts.js';
import { CountResponse } from '../../schemas/stats.js';
import { HoldersPage, TokenDetail, TokenIdBody, TokensListQuery, TokensPage } from '../../schemas/tokens.js';
import { checkDepth, responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { GovernanceRoutesOptions } from './context.js';

const tags = ['governance'];

/** Tokens created over the last 30 days (a small, indexed slice of a small table). */
async function newTokensPerDay(db: ReturnType<typeof reader>) {
  const rows = await db
    .selectFrom('tokens')
    .select('created_at')
    .where('created_at', '>', sql<Date>`now() - interval '30 days'`)
    .where('standard', '!=', 'POX')
    .execute();
  const recent = rows.flatMap((r) => (r.created_at ? [r.created_at.getTime()] : []));
  const perDay = new Map<number, number>();
  for (const t of recent) {
    const day = t - (t % 86_400_000);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const daily = [...perDay.entries()].sort((a, b) => a[0] - b[0]).map(([day, value]) => ({ day, value }));
  return { recent, daily };
}

export async function tokenListRoutes(app: TypedApp, opts: GovernanceRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/token/getTokens',
    {
      schema: {
        tags,
        summary: 'tokens list (type, limit=10, pageNo, sort=holders|transfers|created, order=desc|asc)',
        querystring: TokensListQuery,
        response: responses(TokensPage),
      },
    },
    (req) => {
      const { type = 'all', limit = 10, pageNo = 1, sort = 'holders', order = 'desc' } = req.query;
      checkDepth(pageNo, limit, 'pageNo');
      return listTokens(db, type === '' ? 'all' : type, pageNo, limit, sort, order);
    },
  );
  app.post(
    '/token/gettoken',
    { schema: { tags, summary: 'token details', body: TokenIdBody, response: responses(TokenDetail) } },
    async (req) => {
      const { id } = req.body;
      const token = await getToken(db, id);
      if (token === undefined) throw notFound(`token ${id}`);
      return token;
    },
  );
  app.post(
    '/blockchain/getcontractholders',
    {
      schema: {
        tags,
        summary: 'holder details, largest first',
        body: HoldersBody,
        response: responses(HoldersPage),
      },
    },
    async (req) => {
      const { contractAddress, page = 1, limit = 10 } = req.body;
      checkDepth(page, limit);
      const holders = await tokenHolders(db, contractAddress, page, limit);
      if (holders === undefined) throw notFound(`token ${contractAddress}`);
      return holders;
    },
  );
  app.get(
    '/token/contractCounts',
    { schema: { tags, summary: 'other tokens number', response: responses(CountResponse) } },
    async () => {
      const [c, created] = await Promise.all([readCounters(db, ['tokens']), newTokensPerDay(db)]);
      const dayAgo = Date.now() - 86_400_000;
      return {
        total: int(c.tokens),
        last24h: created.recent.filter((t) => t >= dayAgo).length,
        daily: created.daily,
      };
    },
  );
  app.get(
    '/token/transferCounts',
    { schema: { tags, summary: 'blockchain transfer data', response: responses(CountResponse) } },
    async () => {
      const [c, daily] = await Promise.all([readCounters(db, ['transfers']), dailySeries(db, 'transfers')]);
      return { total: int(c.transfers), last24h: daily.at(-1)?.value ?? 0, daily };
    },
  );
}
