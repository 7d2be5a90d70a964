import { sql } from 'kysely';
import type { DecodedBlock } from '../decode/rows.js';
import { payParametersOf, standbyIssued } from '../sync/block-pay.js';
import type { Trx } from './bulk.js';

/**
 * The standby pay a block credits by the SRs' tallies counted at the last maintenance the indexer
 * reached (chain_state standby_pay), or null before they were first read.
 */
async function storedStandbyPay(trx: Trx): Promise<bigint | null> {
  const row = await trx
    .selectFrom('chain_state')
    .select('value')
    .where('key', '=', 'standby_pay')
    .executeTakeFirst();
  return row === undefined ? null : BigInt(row.value);
}

/** The blocks with the standby pay stored for their maintenance period, the genesis block paying none. */
export async function withStandbyPay(trx: Trx, blocks: DecodedBlock[]): Promise<DecodedBlock[]> {
  const pay = await storedStandbyPay(trx);
  if (pay === null) return blocks;
  return blocks.map((b) =>
    b.block.num === 0 || b.block.standbyReward === pay
      ? b
      : { ...b, block: { ...b.block, standbyReward: pay } },
  );
}

/**
 * After the SRs or the parameters were read at a node head of `nodeHeadTime`: stores the standby pay
 * their tallies and parameter give and re-prices the blocks after the last maintenance's block, the
 * daily roll-up with them. Tallies change only at a maintenance and are paid from the block after it;
 * the blocks indexed between it and this read were priced by the tallies before. A node already past
 * the next maintenance the indexer has not reached holds tallies of a later period: nothing changes.
 */
export async function updateStandbyPay(trx: Trx, nodeHeadTime: number): Promise<void> {
  const [parameters, witnesses, next] = await Promise.all([
    trx.selectFrom('chain_parameters').select(['key', 'value']).execute(),
    trx.selectFrom('witnesses').select('vote_count').execute(),
    trx
      .selectFrom('chain_state')
      .select('value')
      .where('key', '=', 'next_maintenance_time')
      .executeTakeFirst(),
  ]);
  const params = payParametersOf(parameters);
  const interval = parameters.find((p) => p.key === 'getMaintenanceTimeInterval')?.value;
  if (params === undefined || witnesses.length === 0 || next === undefined || interval == null) return;
  if (nodeHeadTime >= Number(next.value)) return;
  const pay = standbyIssued(
    params.standby,
    witnesses.map((w) => BigInt(w.vote_count)),
  );
  if ((await storedStandbyPay(trx)) === pay) return;
  await sql`INSERT INTO chain_state (key, value, refreshed_at) VALUES ('standby_pay', ${pay.toString()}, now())
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, refreshed_at = EXCLUDED.refreshed_at`.execute(
    trx,
  );
  const since = Number(next.value) - Number(interval);
  await sql`WITH m AS (
      SELECT num FROM blocks WHERE block_time >= to_timestamp(${since}::numeric / 1000) ORDER BY block_time, num LIMIT 1),
    old AS (
      SELECT b.num, b.standby_reward, (b.block_time AT TIME ZONE 'UTC')::date AS day
      FROM blocks b, m WHERE b.num > m.num AND b.standby_reward <> ${pay.toString()}::numeric),
    changed AS (
      UPDATE blocks b SET standby_reward = ${pay.toString()}::numeric FROM old WHERE b.num = old.num RETURNING b.num)
    UPDATE daily_stats d SET rewards = d.rewards + x.delta
    FROM (SELECT day, sum(${pay.toString()}::numeric - standby_reward) AS delta FROM old GROUP BY day) x
    WHERE d.day = x.day`.execute(trx);
}
