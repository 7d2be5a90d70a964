import type { Logger } from 'pino';
import { type Db, reader } from '../../db/api-db.js';
import { addressActivity } from '../../queries/data/address.js';
import { RankingsSnapshot } from '../../queries/data/rankings.js';
import { dailySeriesOf } from '../../queries/data/series.js';
import { poxSupply } from '../../queries/data/supply.js';
import {
  AddressActivity,
  AddressActivityParams,
  AddressActivityQuery,
  DailySeries,
  PoxSupply,
  Rankings,
  RankingsQuery,
  SeriesParams,
  SeriesQuery,
} from '../../schemas/data.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import { tokenActivityRoutes } from './token-activity.js';

const tags = ['data'];

/** The Data pages: daily series since genesis, the POX supply and the rankings. */
export async function dataRoutes(app: TypedApp, opts: { db: Db; logger: Logger }): Promise<void> {
  const db = reader(opts.db);
  const rankings = new RankingsSnapshot(db, opts.logger);
  app.get(
    '/api/data/series/:series',
    {
      schema: {
        tags,
        summary: 'one daily series (UTC days, oldest first) over a range of days, from the daily roll-ups',
        params: SeriesParams,
        querystring: SeriesQuery,
        response: responses(DailySeries),
      },
    },
    (req) => dailySeriesOf(db, req.params.series, req.query.range ?? 'all'),
  );
  app.get(
    '/api/data/supply',
    {
      schema: {
        tags,
        summary:
          'the parts of the POX supply at the close of the newest summed day, fees burned and SR rewards',
        response: responses(PoxSupply),
      },
    },
    () => poxSupply(db),
  );
  app.get(
    '/api/data/rankings',
    {
      schema: {
        tags,
        summary:
          'top 20 accounts, tokens, contracts and SRs; flows over the window (refreshed at most once a minute)',
        querystring: RankingsQuery,
        response: responses(Rankings),
      },
    },
    (req) => rankings.get(req.query.window ?? '1d'),
  );
  app.get(
    '/api/data/address/:address',
    {
      schema: {
        tags,
        summary:
          "an address's daily closing balance, transactions and token transfers (UTC days, oldest first)",
        params: AddressActivityParams,
        querystring: AddressActivityQuery,
        response: responses(AddressActivity),
      },
    },
    (req) => addressActivity(db, req.params.address, req.query.range ?? 'all'),
  );
  tokenActivityRoutes(app, db);
}
