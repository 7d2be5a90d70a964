import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { migrateOver } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { indexDefinitions, indexPlan, indexSizes } from './plan.test-util.js';
import { keyedEquals } from './text-key.js';

// Migration 0032 on a database the previous schema wrote: the keyset indexes on addresses, contracts
// and tokens become keyed by text_key, keep their names and conditions, give the same rows, are
// walked in order once analysed, and take less than half the space.
const BEFORE = 32;
const ROWS = 12_000;
/** Every 47th row is the busy address's (2%, independent of the standards); a thousand others share the rest. */
const BUSY_ROWS = Math.floor(ROWS / 47);
const BUSY = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const TOKEN = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const other = (g: string) => sql`'T' || substr(md5((${sql.raw(g)} % 1000)::text), 1, 33)`;
const party = (g: string) => sql`CASE WHEN ${sql.raw(g)} % 47 = 0 THEN ${BUSY} ELSE ${other(g)} END`;

const KEYED: Record<string, string> = {
  transactions_owner_idx: 'transactions USING btree (text_key(owner_address), seq)',
  transactions_to_idx: 'transactions USING btree (text_key(to_address), seq) WHERE (to_address IS NOT NULL)',
  transfers_from_idx: 'transfers USING btree (text_key(from_address), seq)',
  transfers_to_idx: 'transfers USING btree (text_key(to_address), seq)',
  transfers_prc20_from_idx:
    "transfers USING btree (text_key(from_address), seq) WHERE (standard = 'PRC20'::text)",
  transfers_prc20_to_idx:
    "transfers USING btree (text_key(to_address), seq) WHERE (standard = 'PRC20'::text)",
  transfers_token_idx: 'transfers USING btree (text_key(token_id), seq)',
  event_logs_contract_idx: 'event_logs USING btree (text_key(contract_address), tx_seq DESC, log_index DESC)',
  event_logs_contract_name_idx:
    "event_logs USING btree (text_key(((contract_address || '/'::text) || event_name)), tx_seq DESC, log_index DESC)",
};

const engines = bothEngines('keyed_indexes');

async function write(db: Kysely<Database>): Promise<void> {
  await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address,
      to_address, amount, fee, energy_usage, energy_fee, net_usage, net_fee, success, result)
    SELECT g, decode(md5('a' || g) || md5('b' || g), 'hex'), g, 0, now(), 1, ${party('g')},
      CASE WHEN g % 5 = 0 THEN NULL ELSE ${other('g + 7')} END, 0, 0, 0, 0, 0, 0, true, 'SUCCESS'
    FROM generate_series(1, ${ROWS}) g ORDER BY g`.execute(db);
  await sql`INSERT INTO transfers (seq, tx_seq, block_num, block_time, standard, token_id, from_address,
      to_address, amount, source)
    SELECT g, g, g, now(), CASE WHEN g % 20 = 0 THEN 'PRC20' ELSE 'POX' END,
      CASE WHEN g % 200 = 0 THEN ${TOKEN} WHEN g % 20 = 0 THEN ${other('g + 11')} ELSE '_' END, ${party('g')}, ${other('g + 3')}, 1, 'log'
    FROM generate_series(1, ${ROWS}) g ORDER BY g`.execute(db);
  await sql`INSERT INTO event_logs (tx_seq, log_index, block_num, block_time, contract_address, data, event_name)
    SELECT g, 0, g, now(), CASE WHEN g % 30 = 0 THEN ${TOKEN} ELSE ${other('g')} END, ''::bytea,
      CASE WHEN g % 2 = 0 THEN 'Transfer' ELSE 'Approval' END
    FROM generate_series(1, ${ROWS}) g ORDER BY g`.execute(db);
}

describe.each(engines)('migration 0032 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let before: Record<string, number>;
  beforeAll(async () => {
    db = await open();
    before = await migrateOver(db.kysely, BEFORE, write, Object.keys(KEYED));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('keys every index by text_key, under its name and with its condition', async () => {
    expect(await indexDefinitions(db.kysely, Object.keys(KEYED))).toEqual(KEYED);
  });

  it('takes less than half the space of the text indexes for the same rows', async () => {
    const after = await indexSizes(db.kysely, Object.keys(KEYED));
    const total = (s: Record<string, number>) => Object.values(s).reduce((a, b) => a + b, 0);
    expect(total(after) / total(before)).toBeLessThan(0.5);
    for (const name of ['transactions_owner_idx', 'transfers_from_idx', 'event_logs_contract_name_idx'])
      expect(after[name]! / before[name]!, name).toBeLessThan(0.5);
  });

  it('gives the rows the plain comparison gives', async () => {
    const k = db.kysely;
    const keyed = await k
      .selectFrom('transfers')
      .select('seq')
      .where(keyedEquals('from_address', BUSY))
      .orderBy('seq', 'desc')
      .execute();
    const plain = await k
      .selectFrom('transfers')
      .select('seq')
      .where('from_address', '=', BUSY)
      .orderBy('seq', 'desc');
    expect(keyed).toEqual(await plain.execute());
    expect(keyed).toHaveLength(BUSY_ROWS);
  });

  it('finds a value’s rows through its keyed index, and a busy value’s newest without a sort', async () => {
    const { rows } = await sql<{
      a: string;
    }>`SELECT owner_address AS a FROM transactions WHERE seq = 7`.execute(db.kysely);
    const rare = rows[0]!.a;
    const lists: [string, string, string][] = [
      ['transactions_owner_idx', 'transactions', where('owner_address', rare)],
      ['transfers_from_idx', 'transfers', where('from_address', rare)],
      ['transfers_token_idx', 'transfers', where('token_id', TOKEN)],
      ['transfers_prc20_from_idx', 'transfers', `${where('from_address', rare)} AND standard = 'PRC20'`],
    ];
    const page = (table: string, condition: string) =>
      `SELECT seq FROM ${table} WHERE ${condition} AND seq < 9000 ORDER BY seq DESC LIMIT 20`;
    for (const [index, table, condition] of lists)
      expect(await indexPlan(db.kysely, page(table, condition)), index).toContain(index);
    // Sorting all of a busy value's rows to show twenty is what a rare-value estimate leads to.
    for (const [table, condition] of [
      ['transactions', where('owner_address', BUSY)],
      ['transfers', where('from_address', BUSY)],
      ['transfers', where('token_id', '_')],
    ])
      expect(await indexPlan(db.kysely, page(table!, condition!)), condition).not.toContain('Sort');
    for (const [index, condition] of [
      ['event_logs_contract_idx', where('contract_address', rare)],
      [
        'event_logs_contract_name_idx',
        `text_key(contract_address || '/' || event_name) = text_key('${rare}/Approval')
          AND contract_address = '${rare}' AND event_name = 'Approval'`,
      ],
    ]) {
      const text = await indexPlan(
        db.kysely,
        `SELECT tx_seq FROM event_logs WHERE ${condition} ORDER BY tx_seq DESC, log_index DESC LIMIT 20`,
      );
      expect(text, index).toContain(index);
    }
  });

  // Without the statistics on key and column, the planner multiplies the two conditions and prices a
  // busy address as a rare one, the estimate that made it sort all of a busy address's rows.
  it('estimates the rows of a value from the statistics on its key and column', async () => {
    for (const [table, column] of [
      ['transactions', 'owner_address'],
      ['transfers', 'from_address'],
    ] as const) {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT seq FROM ${sql.table(table)}
        WHERE ${sql.raw(where(column, BUSY))}`.execute(db.kysely);
      const estimate = Number(/rows=(\d+)/.exec(rows[0]!['QUERY PLAN'])![1]);
      expect(estimate, table).toBeGreaterThan(BUSY_ROWS / 2);
      expect(estimate, table).toBeLessThan(BUSY_ROWS * 2);
    }
  });
});

const where = (column: string, value: string) =>
  `text_key(${column}) = text_key('${value}') AND ${column} = '${value}'`;
