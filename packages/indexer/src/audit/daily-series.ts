import type { Db } from '@poxscan/db';
import { contractTypeNumber } from '@poxscan/protocol';
import { sql } from 'kysely';
import type { Differences } from './report.js';

const TRIGGER_SMART_CONTRACT = contractTypeNumber('TriggerSmartContract');

type Row = { key: string; field: string; stored: string | null; recomputed: string | null };

// Each sampled day is recomputed from the chain rows of its blocks (a block range read through
// blocks_time_idx, then the transaction and transfer seq ranges of its first and last block): the series columns of daily_stats,
// and every address_daily and token_daily row of the day. $1 is the day ('YYYY-MM-DD').
const RANGE = `
  b AS (SELECT min(num) AS lo, max(num) AS hi FROM blocks
        WHERE block_time >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND block_time < ($1::date + 1)::timestamp AT TIME ZONE 'UTC'),
  tx AS (SELECT t.* FROM transactions t WHERE t.seq
         BETWEEN (SELECT last_tx_seq - tx_count + 1 FROM blocks WHERE num = (SELECT lo FROM b))
         AND (SELECT last_tx_seq FROM blocks WHERE num = (SELECT hi FROM b))),
  x AS (SELECT x.* FROM transfers x WHERE x.seq
         BETWEEN (SELECT last_transfer_seq - transfer_count + 1 FROM blocks WHERE num = (SELECT lo FROM b))
         AND (SELECT last_transfer_seq FROM blocks WHERE num = (SELECT hi FROM b)))`;

const CHECKS: Record<string, string> = {
  series: `WITH ${RANGE},
      acts AS (SELECT owner_address AS a FROM tx UNION SELECT to_address FROM tx WHERE to_address IS NOT NULL
        UNION SELECT from_address FROM x UNION SELECT to_address FROM x
        UNION SELECT witness_address FROM blocks, b WHERE num BETWEEN b.lo AND b.hi),
      r AS (SELECT
        (SELECT count(*) FROM x WHERE standard = 'POX') AS pox, (SELECT count(*) FROM x WHERE standard = 'PRC10') AS prc10,
        (SELECT count(*) FROM x WHERE standard = 'PRC20') AS prc20, (SELECT count(*) FROM x WHERE standard = 'PRC721') AS prc721,
        (SELECT count(*) FROM tx WHERE contract_type = ${TRIGGER_SMART_CONTRACT} AND to_address IS NOT NULL) AS calls,
        (SELECT COALESCE(sum(reward + standby_reward), 0) FROM blocks, b WHERE num BETWEEN b.lo AND b.hi) AS rewards,
        (SELECT COALESCE(sum((extract(epoch FROM c.block_time - p.block_time) * 1000)::bigint), 0)
           FROM blocks c JOIN blocks p ON p.num = c.num - 1, b WHERE c.num BETWEEN b.lo AND b.hi) AS interval,
        (SELECT count(*) FROM tokens WHERE standard <> 'POX' AND first_seen_block IS NOT NULL
           AND (created_at AT TIME ZONE 'UTC')::date = $1::date) AS tokens,
        (SELECT count(*) FROM acts) AS active)
    SELECT $1::text AS key, 'transfers_pox/prc10/prc20/prc721/contract_calls/rewards/block_interval_ms/new_tokens/active_addresses' AS field,
      concat_ws('/', d.transfers_pox, d.transfers_prc10, d.transfers_prc20, d.transfers_prc721, d.contract_calls, d.rewards,
        d.block_interval_ms, d.new_tokens, d.active_addresses) AS stored,
      concat_ws('/', r.pox, r.prc10, r.prc20, r.prc721, r.calls, r.rewards, r.interval, r.tokens, r.active) AS recomputed
    FROM r LEFT JOIN daily_stats d ON d.day = $1::date`,
  address_day: `WITH ${RANGE},
      ev AS (
        SELECT owner_address AS a, 1 AS txs, 1 AS sent, fee, 0 AS tr, 0::numeric AS pin, 0::numeric AS pout, 0 AS calls, 0::bigint AS energy, 0 AS produced FROM tx
        UNION ALL SELECT to_address, 1, 0, 0, 0, 0, 0, 0, 0, 0 FROM tx WHERE to_address IS NOT NULL AND to_address <> owner_address
        UNION ALL SELECT to_address, 0, 0, 0, 0, 0, 0, 1, COALESCE(energy_usage, 0), 0 FROM tx WHERE contract_type = ${TRIGGER_SMART_CONTRACT} AND to_address IS NOT NULL
        UNION ALL SELECT from_address, 0, 0, 0, 1, 0, CASE WHEN standard = 'POX' THEN amount ELSE 0 END, 0, 0, 0 FROM x
        UNION ALL SELECT to_address, 0, 0, 0, 1, CASE WHEN standard = 'POX' THEN amount ELSE 0 END, 0, 0, 0, 0 FROM x
        UNION ALL SELECT witness_address, 0, 0, 0, 0, 0, 0, 0, 0, 1 FROM blocks, b WHERE num BETWEEN b.lo AND b.hi),
      r AS (SELECT a, concat_ws('/', sum(txs), sum(sent), sum(fee), sum(tr), sum(pin), sum(pout), sum(calls), sum(energy), sum(produced)) AS v
            FROM ev GROUP BY a),
      s AS (SELECT address AS a, concat_ws('/', txs, txs_sent, fees_paid, transfers, pox_in, pox_out, calls, energy_used, blocks_produced) AS v
            FROM address_daily WHERE day = $1::date)
    SELECT concat($1::text, ' ', COALESCE(r.a, s.a)) AS key, 'txs/txs_sent/fees_paid/transfers/pox_in/pox_out/calls/energy_used/blocks_produced' AS field,
      s.v AS stored, r.v AS recomputed
    FROM r FULL JOIN s ON s.a = r.a WHERE s.v IS DISTINCT FROM r.v`,
  token_day: `WITH ${RANGE},
      r AS (SELECT token_id, count(*) AS n FROM x GROUP BY 1),
      s AS (SELECT token_id, transfers AS n FROM token_daily WHERE day = $1::date)
    SELECT concat($1::text, ' ', COALESCE(r.token_id, s.token_id)) AS key, 'transfers' AS field, s.n::text AS stored, r.n::text AS recomputed
    FROM r FULL JOIN s USING (token_id) WHERE s.n IS DISTINCT FROM r.n`,
};

/** The newest days and a random sample of the others: what `poxscan audit` recomputes. */
async function sampleDays(db: Db, newest: number, others: number): Promise<string[]> {
  const { rows } = await sql<{ day: string }>`
    (SELECT day::text AS day FROM daily_stats WHERE blocks > 0 ORDER BY day DESC LIMIT ${newest})
    UNION (SELECT day::text FROM daily_stats WHERE blocks > 0 ORDER BY random() LIMIT ${others})`.execute(
    db.kysely,
  );
  return rows.map((r) => r.day).sort();
}

/** Recomputes a sample of days of the Data pages' series and per-address and per-token days. */
export async function auditDailySeries(db: Db, diff: Differences, days = 7): Promise<void> {
  for (const day of await sampleDays(db, 3, Math.max(0, days - 3))) {
    for (const [kind, query] of Object.entries(CHECKS)) {
      const withDay = sql.join(
        `${query} LIMIT 100`.split('$1').map((part) => sql.raw(part)),
        sql`${day}`,
      );
      const { rows } = await sql<Row>`${withDay}`.execute(db.kysely);
      diff.checked++;
      for (const r of rows) diff.compare(kind, r.key, r.field, r.stored, r.recomputed);
    }
  }
}
