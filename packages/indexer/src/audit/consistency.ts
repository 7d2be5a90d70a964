import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { ZERO_ADDRESS } from '../decode/addresses.js';
import { STAKE_V1_SUMS } from '../write/staking-daily.js';
import { delegationDifferences } from './delegations.js';
import type { Differences } from './report.js';

export type Row = { key: string; field: string; stored: string | null; recomputed: string | null };

const LIMIT = 100;

/**
 * Each check (a query, or a function where SQL cannot read the rows: delegations, whose resource is in
 * raw_data) recomputes history-derived values from the chain rows and returns the ones that differ
 * from what the indexer keeps (at most 100 each): counters, daily statistics, per-account and
 * per-token counts, each contract's transaction count (its account's) and its account, of kind contract, each PRC721 collection's live token IDs (its rows in nft_owners), holder balances (transfers plus recorded corrections, never below zero), delegations; and the latest staking_daily row from the stakes,
 * delegations, unstaking, unclaimed rewards and accounts' Stake 1.0 it sums (no row may be dated after the head block); the head day's
 * closing balances of addresses; and each SR's name beside its row, its account's.
 */
const CHECKS: Record<string, string | ((db: Db, limit: number) => Promise<Row[]>)> = {
  counter: `
    WITH actual(name, n) AS (VALUES
      ('blocks', (SELECT count(*) FROM blocks)), ('transactions', (SELECT count(*) FROM transactions)),
      ('transfers', (SELECT count(*) FROM transfers)), ('event_logs', (SELECT count(*) FROM event_logs)),
      ('internal_transactions', (SELECT count(*) FROM internal_transactions)), ('accounts', (SELECT count(*) FROM accounts)),
      ('contracts', (SELECT count(*) FROM contracts)),
      ('tokens', (SELECT count(*) FROM tokens WHERE standard <> 'POX' AND first_seen_block IS NOT NULL)))
    SELECT a.name AS key, 'value' AS field, COALESCE(c.value, 0)::text AS stored, a.n::text AS recomputed
    FROM actual a LEFT JOIN counters c ON c.name = a.name WHERE COALESCE(c.value, 0) <> a.n`,
  daily: `
    WITH b AS (SELECT (block_time AT TIME ZONE 'UTC')::date AS day, count(*) AS blocks, sum(fee) AS fees FROM blocks GROUP BY 1),
      t AS (SELECT (block_time AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM transactions GROUP BY 1),
      x AS (SELECT (t.block_time AT TIME ZONE 'UTC')::date AS day, count(*) AS n,
              COALESCE(sum(f.amount) FILTER (WHERE f.standard = 'POX'), 0) AS volume
            FROM transfers f JOIN transactions t ON t.seq = f.tx_seq GROUP BY 1),
      a AS (SELECT (first_seen_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM accounts GROUP BY 1),
      r AS (SELECT b.day, b.blocks, b.fees, COALESCE(t.n, 0) AS transactions, COALESCE(x.n, 0) AS transfers,
              COALESCE(x.volume, 0) AS volume, COALESCE(a.n, 0) AS new_accounts
            FROM b LEFT JOIN t USING (day) LEFT JOIN x USING (day) LEFT JOIN a USING (day))
    SELECT r.day::text AS key, 'blocks/transactions/transfers/volume/fees/new_accounts' AS field,
      concat_ws('/', d.blocks, d.transactions, d.transfers, d.volume, d.fees, d.new_accounts) AS stored,
      concat_ws('/', r.blocks, r.transactions, r.transfers, r.volume, r.fees, r.new_accounts) AS recomputed
    FROM r FULL JOIN daily_stats d ON d.day = r.day
    WHERE (d.blocks, d.transactions, d.transfers, d.volume, d.fees, d.new_accounts)
      IS DISTINCT FROM (r.blocks, r.transactions, r.transfers, r.volume, r.fees, r.new_accounts)
      AND NOT (r.day IS NULL AND d.blocks = 0 AND d.transactions = 0 AND d.new_accounts = 0)`,
  account: `
    WITH tx AS (SELECT address, count(*) AS n FROM (
        SELECT owner_address AS address FROM transactions
        UNION ALL SELECT to_address FROM transactions WHERE to_address IS NOT NULL AND to_address <> owner_address) s GROUP BY 1),
      tin AS (SELECT to_address AS address, count(*) AS n FROM transfers GROUP BY 1),
      tout AS (SELECT from_address AS address, count(*) AS n FROM transfers GROUP BY 1),
      held AS (SELECT address, count(*) AS n FROM token_holders GROUP BY 1)
    SELECT a.address AS key, 'tx_count/transfers_in/transfers_out/token_count' AS field,
      concat_ws('/', a.tx_count, a.transfers_in, a.transfers_out, a.token_count) AS stored,
      concat_ws('/', COALESCE(tx.n, 0), COALESCE(tin.n, 0), COALESCE(tout.n, 0), COALESCE(held.n, 0)) AS recomputed
    FROM accounts a LEFT JOIN tx USING (address) LEFT JOIN tin USING (address) LEFT JOIN tout USING (address)
      LEFT JOIN held USING (address)
    WHERE (a.tx_count, a.transfers_in, a.transfers_out, a.token_count)
      <> (COALESCE(tx.n, 0), COALESCE(tin.n, 0), COALESCE(tout.n, 0), COALESCE(held.n, 0))`,
  contract: `
    SELECT c.address AS key, 'tx_count' AS field, c.tx_count::text AS stored, COALESCE(a.tx_count, 0)::text AS recomputed
    FROM contracts c LEFT JOIN accounts a USING (address) WHERE c.tx_count <> COALESCE(a.tx_count, 0)
    UNION ALL
    SELECT c.address, 'kind', COALESCE(a.kind, 'no account'), 'contract'
    FROM contracts c LEFT JOIN accounts a USING (address) WHERE a.kind IS DISTINCT FROM 'contract'`,
  token: `
    WITH h AS (SELECT token_id AS id, count(*) AS n FROM token_holders GROUP BY 1),
      x AS (SELECT token_id AS id, count(*) AS n FROM transfers GROUP BY 1)
    SELECT t.id AS key, 'holder_count/transfer_count' AS field, concat_ws('/', t.holder_count, t.transfer_count) AS stored,
      concat_ws('/', CASE WHEN t.standard = 'POX' THEN (SELECT count(*) FROM accounts WHERE balance <> 0) ELSE COALESCE(h.n, 0) END,
        COALESCE(x.n, 0)) AS recomputed
    FROM tokens t LEFT JOIN h USING (id) LEFT JOIN x USING (id)
    WHERE (t.holder_count, t.transfer_count) <> (CASE WHEN t.standard = 'POX' THEN (SELECT count(*) FROM accounts WHERE balance <> 0)
      ELSE COALESCE(h.n, 0) END, COALESCE(x.n, 0))`,
  collection: `
    WITH o AS (SELECT token_id AS id, count(*) AS n FROM nft_owners GROUP BY 1)
    SELECT COALESCE(t.id, o.id) AS key, 'nft_count' AS field, t.nft_count::text AS stored, COALESCE(o.n, 0)::text AS recomputed
    FROM tokens t FULL JOIN o USING (id) WHERE t.nft_count IS DISTINCT FROM COALESCE(o.n, 0)`,
  holder: `
    WITH moved AS (
        SELECT token_id, to_address AS address, amount FROM transfers WHERE standard IN ('PRC20', 'PRC721')
        UNION ALL SELECT token_id, from_address, -amount FROM transfers WHERE standard IN ('PRC20', 'PRC721')
        UNION ALL SELECT token_id, address, delta FROM balance_corrections),
      r AS (SELECT token_id, address, sum(amount) AS balance FROM moved
            WHERE address <> '${ZERO_ADDRESS}' GROUP BY 1, 2 HAVING sum(amount) <> 0),
      h AS (SELECT h.token_id, h.address, h.balance FROM token_holders h JOIN tokens t ON t.id = h.token_id
            WHERE t.standard IN ('PRC20', 'PRC721'))
    SELECT concat(COALESCE(r.token_id, h.token_id), ' ', COALESCE(r.address, h.address)) AS key, 'balance' AS field,
      h.balance::text AS stored, r.balance::text AS recomputed
    FROM r FULL JOIN h ON h.token_id = r.token_id AND h.address = r.address
    WHERE h.balance IS DISTINCT FROM r.balance`,
  negative: `
    SELECT concat(token_id, ' ', address) AS key, 'balance' AS field, balance::text AS stored, '0 or more' AS recomputed
    FROM token_holders WHERE balance < 0
    UNION ALL SELECT address, 'balance', balance::text, '0 or more' FROM accounts WHERE balance < 0`,
  delegation: delegationDifferences,
  staking: `
    WITH r AS (SELECT (SELECT COALESCE(sum(amount), 0) FROM stakes) AS staked,
        (SELECT COALESCE(sum(amount), 0) FROM stakes WHERE resource = 'BANDWIDTH') AS bandwidth,
        (SELECT COALESCE(sum(amount), 0) FROM stakes WHERE resource = 'ENERGY') AS energy,
        (SELECT COALESCE(sum(amount), 0) FROM delegations) AS delegated,
        (SELECT COALESCE(sum(unfreezing), 0) FROM accounts WHERE unfreezing > 0) AS unfreezing,
        (SELECT COALESCE(sum(balance), 0) FROM accounts) AS liquid,
        (SELECT COALESCE(sum(withdrawable), 0) FROM accounts) AS withdrawable,
        (SELECT COALESCE(sum(allowance), 0) FROM accounts) AS allowance,
        (SELECT COALESCE(sum(votes), 0) FROM votes) AS votes),
      o AS (${STAKE_V1_SUMS}),
      s AS (SELECT * FROM staking_daily ORDER BY day DESC LIMIT 1),
      h AS (SELECT (block_time AT TIME ZONE 'UTC')::date AS day FROM blocks ORDER BY num DESC LIMIT 1)
    SELECT s.day::text AS key, 'staked/staked_bandwidth/staked_energy/delegated/unfreezing/liquid/withdrawable/total_votes' AS field,
      concat_ws('/', s.staked, s.staked_bandwidth, s.staked_energy, s.delegated, s.unfreezing, s.liquid, s.withdrawable, s.total_votes) AS stored,
      concat_ws('/', r.staked, r.bandwidth, r.energy, r.delegated, r.unfreezing, r.liquid, r.withdrawable, r.votes) AS recomputed
    FROM s, r WHERE (s.staked, s.staked_bandwidth, s.staked_energy, s.delegated, s.unfreezing, s.liquid, s.withdrawable, s.total_votes)
      IS DISTINCT FROM (r.staked, r.bandwidth, r.energy, r.delegated, r.unfreezing, r.liquid, r.withdrawable, r.votes)
    UNION ALL
    SELECT s.day::text, 'staked_v1_bandwidth/staked_v1_energy/staked_v1_power/delegated_v1',
      concat_ws('/', s.staked_v1_bandwidth, s.staked_v1_energy, s.staked_v1_power, s.delegated_v1),
      concat_ws('/', o.bandwidth, o.energy, o.power, o.delegated)
    FROM s, o WHERE (s.staked_v1_bandwidth, s.staked_v1_energy, s.staked_v1_power, s.delegated_v1)
      IS DISTINCT FROM (o.bandwidth, o.energy, o.power, o.delegated)
    UNION ALL
    SELECT s.day::text, 'allowance', s.allowance::text, r.allowance::text FROM s, r WHERE s.allowance <> r.allowance
    UNION ALL
    SELECT d.day::text, 'day', d.day::text, h.day::text FROM staking_daily d, h WHERE d.day > h.day`,
  balance_day: `
    WITH h AS (SELECT (block_time AT TIME ZONE 'UTC')::date AS day FROM blocks ORDER BY num DESC LIMIT 1)
    SELECT concat(b.address, ' ', b.day) AS key, 'balance' AS field, b.balance::text AS stored, a.balance::text AS recomputed
    FROM address_balance_daily b JOIN h ON b.day = h.day JOIN accounts a USING (address) WHERE a.balance <> b.balance
    UNION ALL
    SELECT concat(x.address, ' ', x.day), 'day', x.day::text, h.day::text FROM address_balance_daily x, h WHERE x.day > h.day`,
  witness: `
    WITH r AS (SELECT witness_address AS address, count(*) AS n FROM blocks WHERE num > 0 GROUP BY 1)
    SELECT w.address AS key, 'blocks_indexed' AS field, w.blocks_indexed::text AS stored, COALESCE(r.n, 0)::text AS recomputed
    FROM witnesses w LEFT JOIN r USING (address) WHERE w.blocks_indexed <> COALESCE(r.n, 0)`,
  witness_name: `
    SELECT w.address AS key, 'name' AS field, w.name AS stored, a.name AS recomputed
    FROM witnesses w LEFT JOIN accounts a USING (address) WHERE w.name IS DISTINCT FROM a.name`,
};

export async function auditConsistency(db: Db, diff: Differences): Promise<void> {
  for (const [kind, check] of Object.entries(CHECKS)) {
    const rows =
      typeof check === 'string'
        ? (await sql<Row>`${sql.raw(check)} LIMIT ${sql.lit(LIMIT)}`.execute(db.kysely)).rows
        : await check(db, LIMIT);
    diff.checked++;
    for (const r of rows) diff.compare(kind, r.key, r.field, r.stored, r.recomputed);
  }
}
