import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateBefore } from './migrate-before.test-util.js';
import { type Db, openDatabase } from './open.js';

const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const DAY1 = Date.UTC(2026, 0, 10, 23, 59, 57);

async function block(db: Db, n: number, time: number) {
  const reward = n === 0 ? 0 : 16_000_000;
  await sql`INSERT INTO blocks (num, hash, parent_hash, block_time, witness_address, tx_trie_root, version, size,
      tx_count, transfer_count, internal_tx_count, event_count, energy_used, net_used, fee, reward)
    VALUES (${n}, ${`b${n}`}, ${`b${n - 1}`}, ${new Date(time).toISOString()}, ${A}, '', 1, 1, 0, 0, 0, 0, 0, 0, 0,
      ${reward})`.execute(db.kysely);
}

describe('migration 0027: the standby SRs’ pay', () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it('gives every indexed block after genesis the standby pay and adds it to its day’s rewards', async () => {
    db = await openDatabase();
    await migrateBefore(db.kysely, 27);
    await sql`INSERT INTO chain_parameters (key, value, refreshed_at)
      VALUES ('getWitness127PayPerBlock', 160000000, now()), ('getWitnessPayPerBlock', 16000000, now())`.execute(
      db.kysely,
    );
    for (const [n, time] of [
      [0, DAY1 - 6000],
      [1, DAY1 - 3000],
      [2, DAY1],
      [3, DAY1 + 3000],
    ] as const)
      await block(db, n, time);
    await sql`INSERT INTO daily_stats (day, blocks, rewards)
      VALUES ('2026-01-10', 3, 32000000), ('2026-01-11', 1, 16000000)`.execute(db.kysely);
    await db.migrate();
    const blocks = await db.kysely
      .selectFrom('blocks')
      .select(['num', 'standby_reward'])
      .orderBy('num')
      .execute();
    expect(blocks.map((b) => String(b.standby_reward))).toEqual(['0', '160000000', '160000000', '160000000']);
    const days = await db.kysely
      .selectFrom('daily_stats')
      .select(['day', 'rewards'])
      .orderBy('day')
      .execute();
    expect(days.map((d) => String(d.rewards))).toEqual([String(2 * 176_000_000), String(176_000_000)]);
  });
});
