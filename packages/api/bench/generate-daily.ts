import type { Db } from '@poxscan/db';
import { sql } from 'kysely';

const DAY = sql.raw(`(block_time AT TIME ZONE 'UTC')::date`);

/**
 * The per-address and per-token days the indexer keeps, derived from the generated rows in bulk (the
 * indexer adds them batch by batch): what the rankings sum over their windows.
 */
export async function generateDaily(k: Db['kysely']): Promise<string> {
  await sql`
    INSERT INTO address_daily (address, day, txs, txs_sent, fees_paid)
    SELECT owner_address, ${DAY}, count(*), count(*), sum(fee) FROM transactions GROUP BY 1, 2`.execute(k);
  await sql`
    INSERT INTO address_daily (address, day, txs, calls, energy_used)
    SELECT to_address, ${DAY}, count(*), count(*) FILTER (WHERE contract_type = 31),
      COALESCE(sum(energy_usage) FILTER (WHERE contract_type = 31), 0)
    FROM transactions WHERE to_address IS NOT NULL AND to_address <> owner_address GROUP BY 1, 2
    ON CONFLICT (address, day) DO UPDATE SET txs = address_daily.txs + EXCLUDED.txs,
      calls = address_daily.calls + EXCLUDED.calls, energy_used = address_daily.energy_used + EXCLUDED.energy_used`.execute(
    k,
  );
  await sql`
    INSERT INTO address_daily (address, day, blocks_produced)
    SELECT witness_address, ${DAY}, count(*) FROM blocks GROUP BY 1, 2
    ON CONFLICT (address, day) DO UPDATE SET blocks_produced = EXCLUDED.blocks_produced`.execute(k);
  // Transfers keep no time of their own (0039): their transaction's.
  await sql`
    INSERT INTO token_daily (token_id, day, transfers)
    SELECT f.token_id, ${DAY}, count(*) FROM transfers f JOIN transactions t ON t.seq = f.tx_seq GROUP BY 1, 2`.execute(
    k,
  );
  await sql`
    UPDATE daily_stats d SET active_addresses = a.n FROM (SELECT day, count(*) AS n FROM address_daily GROUP BY 1) a
    WHERE a.day = d.day`.execute(k);
  const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM address_daily`.execute(k);
  return `${rows.rows[0]!.n} address days`;
}
