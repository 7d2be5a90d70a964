import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import {
  DELEGATE,
  delegationResource,
  RESOURCE_COLUMNS,
  type ResourceColumns,
  UNDELEGATE,
} from '../derive/delegation-resource.js';
import type { Row } from './consistency.js';

/** Transactions read at a time: the raw_data of a chain's (un)delegations is never held all at once. */
const PAGE = 10_000;

/**
 * The delegations table recomputed from the successful (un)delegations, per delegator, recipient and
 * resource, without the pairs that sum to zero. The resource is decoded from raw_data, which SQL
 * cannot read, so the sums are made here.
 */
async function recomputed(db: Db): Promise<Map<string, bigint>> {
  const sums = new Map<string, bigint>();
  for (let after = 0; ; ) {
    const { rows } = await sql<ResourceColumns & { seq: number; amount: string }>`
      SELECT seq, contract_type, owner_address, to_address, amount::text AS amount, ${RESOURCE_COLUMNS}
      FROM transactions WHERE success AND contract_type IN (${DELEGATE}, ${UNDELEGATE}) AND to_address IS NOT NULL
        AND seq > ${after}
      ORDER BY seq LIMIT ${PAGE}`.execute(db.kysely);
    for (const r of rows) {
      const key = `${r.owner_address} ${r.to_address} ${delegationResource(r)}`;
      const amount = BigInt(r.amount);
      sums.set(key, (sums.get(key) ?? 0n) + (r.contract_type === DELEGATE ? amount : -amount));
    }
    if (rows.length < PAGE) break;
    after = Number(rows.at(-1)!.seq);
  }
  for (const [key, amount] of sums) if (amount === 0n) sums.delete(key);
  return sums;
}

/** The delegations that differ from the (un)delegations they sum (at most `limit`). */
export async function delegationDifferences(db: Db, limit: number): Promise<Row[]> {
  const sums = await recomputed(db);
  const { rows } = await sql<{ key: string; amount: string }>`
    SELECT concat_ws(' ', from_address, to_address, resource) AS key, amount::text AS amount
    FROM delegations`.execute(db.kysely);
  const found: Row[] = [];
  const differ = (key: string, stored: string | null, sum: bigint | undefined) => {
    const recomputedAmount = sum === undefined ? null : sum.toString();
    if (stored !== recomputedAmount && found.length < limit)
      found.push({ key, field: 'amount', stored, recomputed: recomputedAmount });
  };
  for (const d of rows) {
    differ(d.key, d.amount, sums.get(d.key));
    sums.delete(d.key);
  }
  for (const [key, sum] of sums) differ(key, null, sum);
  return found;
}
