import { type Db, openDatabase, WINDOW_RATE_BLOCKS } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBlockRates } from './block-rates.js';

const T0 = Date.UTC(2026, 0, 1);
let db: Db;

/** Blocks `from..to` three seconds apart, with `txs(n)` transactions each. */
async function insertBlocks(from: number, to: number, txs: (n: number) => number, hashTag = 'a') {
  const rows = [];
  let seq = 0;
  for (let n = from; n <= to; n++) {
    seq += txs(n);
    rows.push({
      num: n,
      hash: `${hashTag}${n}`.padStart(64, '0'),
      parent_hash: '0'.repeat(64),
      block_time: new Date(T0 + n * 3000),
      witness_address: 'T'.padEnd(34, 'x'),
      tx_trie_root: '0'.repeat(64),
      version: 30,
      size: 100,
      tx_count: txs(n),
      transfer_count: 0,
      internal_tx_count: 0,
      event_count: 0,
      energy_used: 0,
      net_used: 0,
      fee: '0',
      reward: '0',
      last_tx_seq: seq,
      last_transfer_seq: 0,
    });
  }
  await db.kysely.insertInto('blocks').values(rows).execute();
  await writeBlockRates(db.kysely, from, to);
}

const rateOf = async (num: number) =>
  (
    await db.kysely
      .selectFrom('blocks')
      .select('window_rate')
      .where('num', '=', num)
      .executeTakeFirstOrThrow()
  ).window_rate;
const peak = async () =>
  Number(
    (await sql<{ peak: number | null }>`SELECT max(window_rate) AS peak FROM blocks`.execute(db.kysely))
      .rows[0]!.peak,
  );

describe('block window rates', () => {
  beforeAll(async () => {
    db = await openDatabase();
    await db.migrate();
  });
  afterAll(() => db.close());

  it('gives a block its rate over the window ending at it, across batches', async () => {
    // 10 transactions a block for 150 blocks, then a burst of 40 a block.
    await insertBlocks(0, 80, () => 10);
    await insertBlocks(81, 149, () => 10);
    expect(await rateOf(WINDOW_RATE_BLOCKS - 1)).toBeNull();
    expect(await rateOf(WINDOW_RATE_BLOCKS)).toBeCloseTo(10 / 3);
    expect(await rateOf(149)).toBeCloseTo(10 / 3);
    await insertBlocks(150, 199, (n) => (n < 160 ? 40 : 10));
    // The window ending at 159 holds 90 blocks of 10 and 10 of 40: 1,300 transactions in 300 s.
    expect(await rateOf(159)).toBeCloseTo(1300 / 300);
    expect(await peak()).toBeCloseTo(1300 / 300);
  });

  it('loses the peak of blocks a reorg removed', async () => {
    await sql`DELETE FROM blocks WHERE num >= 150`.execute(db.kysely);
    await insertBlocks(150, 199, () => 10, 'b');
    expect(await peak()).toBeCloseTo(10 / 3);
  });

  it('gives no rate where the window has a gap (a chain indexed from a later height)', async () => {
    await insertBlocks(500, 650, () => 10);
    expect(await rateOf(599)).toBeNull();
    expect(await rateOf(600)).toBeCloseTo(10 / 3);
  });
});
