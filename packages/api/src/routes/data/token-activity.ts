import type { ReadDb } from '../../db/api-db.js';
import { notFound } from '../../errors.js';
import { dayMs } from '../../queries/convert.js';
import { tokenTransfersDaily } from '../../queries/token-activity.js';
import { TokenActivity, TokenActivityParams } from '../../schemas/token-activity.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';

/** A token's days: its transfers per day, from the indexer's per-token days. */
export function tokenActivityRoutes(app: TypedApp, db: ReadDb): void {
  app.get(
    '/api/data/token/:id',
    {
      schema: {
        tags: ['data'],
        summary: "a token's transfers per UTC day since its first (days with transfers, oldest first)",
        params: TokenActivityParams,
        response: responses(TokenActivity),
      },
    },
    async (req) => {
      const { id } = req.params;
      const [token, days] = await Promise.all([
        db.selectFrom('tokens').select('id').where('id', '=', id).executeTakeFirst(),
        tokenTransfersDaily(db, id),
      ]);
      if (token === undefined) throw notFound(`token ${id}`);
      return { id, transfers: days.map((d) => ({ day: dayMs(d.day), value: d.transfers })) };
    },
  );
}
