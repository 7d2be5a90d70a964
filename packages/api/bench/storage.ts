import type { Db } from '@poxscan/db';
import { sql } from 'kysely';

/**
 * What the TronGrid columns (0016) add to `transactions`: the bytes of their values summed over every
 * row (a varlena's own header included), per million transactions, beside the table's whole size.
 */
export async function rawDataStorage(db: Db, transactions: number): Promise<string> {
  const { rows } = await sql<{ raw: string; energy: string; table: string }>`
    SELECT sum(pg_column_size(raw_data))::text AS raw,
      (coalesce(sum(pg_column_size(caller_energy_usage)), 0) + coalesce(sum(pg_column_size(origin_energy_usage)), 0))::text AS energy,
      pg_total_relation_size('transactions')::text AS table
    FROM transactions`.execute(db.kysely);
  const { raw, energy, table } = rows[0]!;
  const perMillion = (bytes: string) => (((Number(bytes) / transactions) * 1e6) / 2 ** 20).toFixed(1);
  return `storage per million transactions: raw_data ${perMillion(raw)} MiB, energy split ${perMillion(energy)} MiB; transactions table with indexes ${perMillion(table)} MiB`;
}
