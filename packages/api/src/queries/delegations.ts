import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import type { DelegationDirection, DelegationsPage } from '../schemas/accounts.js';
import { amount } from './convert.js';

/**
 * Resources an address delegates (`out`) or receives (`in`), one row per counterparty and resource,
 * in counterparty order: keyset on the primary key `(from_address, to_address, resource)` for `out`,
 * on `(to_address, from_address, resource)` for `in`. The cursor is `counterparty:resource`.
 */
export async function accountDelegations(
  db: ReadDb,
  address: string,
  direction: DelegationDirection,
  limit: number,
  cursor?: string,
): Promise<DelegationsPage> {
  const own = direction === 'out' ? 'd.from_address' : 'd.to_address';
  const other = direction === 'out' ? 'd.to_address' : 'd.from_address';
  let q = db
    .selectFrom('delegations as d')
    .leftJoin('accounts as a', 'a.address', other)
    .select([`${other} as counterparty`, 'd.resource', 'd.amount', 'a.name'])
    .where(own, '=', address);
  if (cursor !== undefined) {
    const [counterparty, resource] = cursor.split(':');
    q = q.where(sql<boolean>`(${sql.ref(other)}, d.resource) > (${counterparty}, ${resource})`);
  }
  const rows = await q
    .orderBy(other)
    .orderBy('d.resource')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      counterparty: r.counterparty,
      name: r.name,
      resource: r.resource as 'BANDWIDTH' | 'ENERGY',
      amount: amount(r.amount),
    })),
    nextCursor: rows.length > limit && last ? `${last.counterparty}:${last.resource}` : null,
  };
}
