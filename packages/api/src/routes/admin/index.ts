import { Type } from 'typebox';
import type { Db } from '../../db/api-db.js';
import { ApiError, notFound } from '../../errors.js';
import { bearerOf, KeyRing } from '../../plugins/access.js';
import type { AuthFailures } from '../../plugins/auth-failures.js';
import {
  addBanner,
  addNotification,
  deleteById,
  deleteNameTag,
  putNameTag,
  supportTickets,
} from '../../queries/editorial.js';
import { Address } from '../../schemas/common.js';
import {
  CreateBannerBody,
  CreatedResponse,
  CreateNotificationBody,
  PutNameTagBody,
} from '../../schemas/editorial.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';

const tags = ['admin'];
const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });
const AddressParams = Type.Object({ address: Address });
const Ok = Type.Object({ ok: Type.Boolean() });
const Tickets = Type.Object({
  tickets: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      email: Type.String(),
      category: Type.Union([Type.String(), Type.Null()]),
      subject: Type.String(),
      message: Type.String(),
      createdAt: Type.Integer(),
    }),
  ),
});

/** Editorial writes behind ADMIN_TOKEN: notifications, banners, name tags; and reading support tickets. */
export async function adminRoutes(
  app: TypedApp,
  opts: { db: Db; adminToken: string; onWrite: () => void; failures: AuthFailures },
): Promise<void> {
  const admins = new KeyRing([opts.adminToken]);
  const db = opts.db.kysely;
  app.addHook('onRequest', async (req, reply) => {
    await opts.failures.refuseIfBlocked(req, reply);
    const token = bearerOf(req);
    if (token !== undefined && !admins.has(token)) {
      const tooMany = await opts.failures.record(req, reply, 'wrong admin token');
      if (tooMany) throw tooMany;
    }
    if (token === undefined || !admins.has(token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new ApiError(401, 'UNAUTHORIZED', 'admin token required');
    }
  });
  // Readers must see an editorial change at once, not after the micro-cache expires.
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET') opts.onWrite();
  });
  const gone = (what: string) => (found: boolean) => {
    if (!found) throw notFound(what);
    return { ok: true };
  };

  app.post(
    '/admin/notifications',
    { schema: { tags, body: CreateNotificationBody, response: responses(CreatedResponse) } },
    async (req) => ({ id: await addNotification(db, req.body.message) }),
  );
  app.delete(
    '/admin/notifications/:id',
    { schema: { tags, params: IdParams, response: responses(Ok) } },
    async (req) => {
      const { id } = req.params;
      return gone(`notification ${id}`)(await deleteById(db, 'notifications', id));
    },
  );
  app.post(
    '/admin/banners',
    { schema: { tags, body: CreateBannerBody, response: responses(CreatedResponse) } },
    async (req) => ({ id: await addBanner(db, req.body) }),
  );
  app.delete(
    '/admin/banners/:id',
    { schema: { tags, params: IdParams, response: responses(Ok) } },
    async (req) => {
      const { id } = req.params;
      return gone(`banner ${id}`)(await deleteById(db, 'banners', id));
    },
  );
  app.put(
    '/admin/nametags',
    { schema: { tags, body: PutNameTagBody, response: responses(Ok) } },
    async (req) => {
      await putNameTag(db, req.body);
      return { ok: true };
    },
  );
  app.delete(
    '/admin/nametags/:address',
    { schema: { tags, params: AddressParams, response: responses(Ok) } },
    async (req) => {
      const { address } = req.params;
      return gone(`name tag ${address}`)(await deleteNameTag(db, address));
    },
  );
  app.get('/admin/support', { schema: { tags, response: responses(Tickets) } }, async () => ({
    tickets: (await supportTickets(db)).map((t) => ({
      id: String(t.id),
      name: t.name,
      email: t.email,
      category: t.category,
      subject: t.subject,
      message: t.message,
      createdAt: t.created_at.getTime(),
    })),
  }));
}
