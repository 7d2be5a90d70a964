import { sql } from 'kysely';
import { col, type Trx, unnestRows } from '../write/bulk.js';
import { sortedEntries } from './apply-daily.js';
import type { AddressDay, DailyDeltas } from './daily.js';

// address_daily: per address and UTC day, its activity (sign 1 forward, -1 for a rollback). A row whose
// counts all return to zero is deleted, so that the rows of a day are exactly its active addresses.

const ADDRESS_COLUMNS: [keyof AddressDay, string, 'integer' | 'bigint' | 'numeric'][] = [
  ['txs', 'txs', 'integer'],
  ['txsSent', 'txs_sent', 'integer'],
  ['feesPaid', 'fees_paid', 'numeric'],
  ['transfers', 'transfers', 'integer'],
  ['poxIn', 'pox_in', 'numeric'],
  ['poxOut', 'pox_out', 'numeric'],
  ['calls', 'calls', 'integer'],
  ['energyUsed', 'energy_used', 'bigint'],
  ['blocksProduced', 'blocks_produced', 'integer'],
];

const signed = (v: number | bigint, sign: 1 | -1) => (typeof v === 'bigint' ? BigInt(sign) * v : sign * v);

/** The (address, day) key columns of a statement over address_daily rows. */
const keyColumns = (keys: [string, string][]) => [
  col(
    'address',
    'text',
    keys.map(([a]) => a),
  ),
  col(
    'day',
    'text',
    keys.map(([, d]) => d),
  ),
];

/** Adds to address_daily; returns the change in active addresses per day (rows created minus deleted). */
export async function applyAddressDays(
  trx: Trx,
  deltas: DailyDeltas,
  sign: 1 | -1,
): Promise<Map<string, number>> {
  const entries = sortedEntries(deltas.addressDays);
  if (entries.length === 0) return new Map();
  const keys = entries.map(([k]) => k.split('\n') as [string, string]);
  const ids = keyColumns(keys);
  const values = ADDRESS_COLUMNS.map(([field, name, type]) =>
    col(
      name,
      type,
      entries.map(([, v]) => signed(v[field], sign)),
    ),
  );
  const names = ADDRESS_COLUMNS.map(([, name]) => name);
  const zero = (table: string) => sql.raw(names.map((n) => `${table}.${n} = 0`).join(' AND '));
  // Known rows are updated and only the rest inserted: an upsert takes its conflict path for most
  // rows of a batch, which cost PostgreSQL a third more than the UPDATE (HOT where the page has room:
  // no count is indexed). Each statement names the rows it left at zero, so the delete visits those
  // alone (forward, none).
  const written = await sql<{ key: string; n: number; emptied: string[] | null }>`
    WITH d AS (
      SELECT d.address, d.day::date AS day, ${sql.raw(names.map((n) => `d.${n}`).join(', '))}
      FROM ${unnestRows([...ids, ...values])}
    ), seen AS (
      UPDATE address_daily SET ${sql.raw(names.map((n) => `${n} = address_daily.${n} + d.${n}`).join(', '))}
      FROM d WHERE address_daily.address = d.address AND address_daily.day = d.day
      RETURNING address_daily.address, address_daily.day, false AS inserted, ${zero('address_daily')} AS emptied
    ), created AS (
      INSERT INTO address_daily (address, day, ${sql.raw(names.join(', '))})
      SELECT * FROM d WHERE NOT EXISTS (SELECT 1 FROM seen s WHERE s.address = d.address AND s.day = d.day)
      ORDER BY address, day
      RETURNING address, day, true AS inserted, ${zero('address_daily')} AS emptied
    ) SELECT day::text AS key, (count(*) FILTER (WHERE inserted))::int AS n,
      array_agg(address) FILTER (WHERE emptied) AS emptied
    FROM (SELECT * FROM seen UNION ALL SELECT * FROM created) w GROUP BY 1 ORDER BY 1`.execute(trx);
  const active = new Map<string, number>();
  const emptied: string[] = [];
  for (const r of written.rows) {
    if (r.n !== 0) active.set(r.key, r.n);
    for (const address of r.emptied ?? []) emptied.push(`${address}\n${r.key}`);
  }
  if (emptied.length === 0) return active;
  const gone = emptied.sort().map((k) => k.split('\n') as [string, string]);
  const deleted = await sql<{ key: string; n: number }>`
    WITH gone AS (
      DELETE FROM address_daily x USING ${unnestRows(keyColumns(gone))}
      WHERE x.address = d.address AND x.day = d.day::date AND ${zero('x')}
      RETURNING x.day
    ) SELECT day::text AS key, count(*)::int AS n FROM gone GROUP BY 1`.execute(trx);
  for (const { key, n } of deleted.rows) active.set(key, (active.get(key) ?? 0) - n);
  return active;
}
