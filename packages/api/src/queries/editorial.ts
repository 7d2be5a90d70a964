import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import type { CreateBannerBody, PutNameTagBody, SupportBody } from '../schemas/editorial.js';

export async function notifications(db: ReadDb, limit = 50) {
  const rows = await db.selectFrom('notifications').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((n) => ({ _id: String(n.id), message: n.message, createdAt: n.created_at.getTime() }));
}

export async function activeBanners(db: ReadDb) {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('starts_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
    .orderBy('position')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((b) => ({
    id: String(b.id),
    title: b.title,
    imageUrl: b.image_url,
    linkUrl: b.link_url,
    startsAt: b.starts_at.getTime(),
    endsAt: b.ends_at ? b.ends_at.getTime() : null,
  }));
}

export async function nameTags(db: ReadDb, address: string | undefined) {
  let q = db.selectFrom('name_tags').selectAll().orderBy('address').limit(1000);
  if (address !== undefined) q = q.where('address', '=', address);
  return q.execute();
}

export async function addNotification(db: ReadDb, message: string) {
  const row = await db
    .insertInto('notifications')
    .values({ message })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteById(db: ReadDb, table: 'notifications' | 'banners', id: string) {
  const r = await db.deleteFrom(table).where('id', '=', Number(id)).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function addBanner(db: ReadDb, b: CreateBannerBody) {
  const row = await db
    .insertInto('banners')
    .values({
      title: b.title,
      image_url: b.imageUrl ?? null,
      link_url: b.linkUrl ?? null,
      ...(b.startsAt !== undefined ? { starts_at: new Date(b.startsAt) } : {}),
      ends_at: b.endsAt !== undefined ? new Date(b.endsAt) : null,
      ...(b.position !== undefined ? { position: b.position } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function putNameTag(db: ReadDb, t: PutNameTagBody) {
  await db
    .insertInto('name_tags')
    .values({ address: t.address, tag: t.tag, description: t.description ?? null })
    .onConflict((oc) =>
      oc
        .column('address')
        .doUpdateSet({ tag: t.tag, description: t.description ?? null, updated_at: sql`now()` }),
    )
    .execute();
}

export async function deleteNameTag(db: ReadDb, address: string) {
  const r = await db.deleteFrom('name_tags').where('address', '=', address).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function addSupportTicket(db: ReadDb, t: Omit<SupportBody, 'website'>) {
  const row = await db
    .insertInto('support_tickets')
    .values({ name: t.name, email: t.email, category: t.category, subject: t.subject, message: t.message })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function supportTickets(db: ReadDb, limit = 100) {
  return db.selectFrom('support_tickets').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
