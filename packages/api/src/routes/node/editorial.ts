import { reader } from '../../db/api-db.js';
import { activeBanners, nameTags, notifications } from '../../queries/editorial.js';
import {
  BannersResponse,
  NameTagQuery,
  NameTagsResponse,
  NotificationsResponse,
} from '../../schemas/editorial.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];

export async function editorialRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/getmsg',
    {
      schema: {
        tags,
        summary: 'notifications; also the startup probe (429 sends the visitor to /too-many-request)',
        response: responses(NotificationsResponse),
      },
    },
    async () => ({ status: 200, message: await notifications(db) }),
  );
  app.get(
    '/wallet/getActiveBanners',
    { schema: { tags, summary: 'banners', response: responses(BannersResponse) } },
    async () => ({ banners: await activeBanners(db) }),
  );
  app.get(
    '/api/getNameTag',
    {
      schema: {
        tags,
        summary: 'name tags',
        querystring: NameTagQuery,
        response: responses(NameTagsResponse),
      },
    },
    async (req) => {
      const { address } = req.query;
      const rows = await nameTags(db, address);
      return { tags: rows.map((t) => ({ address: t.address, tag: t.tag, description: t.description })) };
    },
  );
}
