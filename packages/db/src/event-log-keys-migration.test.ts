import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { logPos, logPosOf } from './log-pos.js';
import { migrateBefore, migrateOnly } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { indexBytes, indexDefinitions, indexPlan } from './plan.test-util.js';
import { keyedEquals } from './text-key.js';

// Migration 0037 on a database the previous schema wrote: event signatures move to one row per topic,
// and a contract's event indexes become (key, log_pos), which serve the same pages in the same order
// and stay dense as logs arrive in position order.
const BEFORE = 37;
const TOKEN = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const TRANSFER = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVAL = '8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';
const INDEXES: Record<string, string> = {
  event_logs_contract_idx: 'event_logs USING btree (text_key(contract_address), log_pos(tx_seq, log_index))',
  event_logs_contract_name_idx:
    "event_logs USING btree (text_key(((contract_address || '/'::text) || event_name)), log_pos(tx_seq, log_index))",
};

const engines = bothEngines('event_log_keys');

/**
 * Logs of transactions `from`..`to`, one to three each, as the indexer writes them: the token's
 * Transfer and Approval events (decoded), and a thousand other contracts' undecoded ones.
 */
async function insertLogs(
  db: Kysely<Database>,
  from: number,
  to: number,
  signatures: boolean,
): Promise<void> {
  const decoded = sql.raw('(g + i) % 3 <> 2');
  await sql`INSERT INTO event_logs (tx_seq, log_index, block_num, block_time, contract_address, topic0, data,
      event_name ${sql.raw(signatures ? ', event_signature' : '')})
    SELECT g, i, g / 10, '2026-01-01Z',
      CASE WHEN ${decoded} THEN ${TOKEN} ELSE 'T' || substr(md5((g % 1000)::text), 1, 33) END,
      CASE WHEN NOT ${decoded} THEN decode(md5(g::text) || md5(i::text), 'hex')
        WHEN g % 2 = 0 THEN decode(${TRANSFER}, 'hex') ELSE decode(${APPROVAL}, 'hex') END,
      '\\x00'::bytea,
      CASE WHEN NOT ${decoded} THEN NULL WHEN g % 2 = 0 THEN 'Transfer' ELSE 'Approval' END
      ${
        signatures
          ? sql`, CASE WHEN NOT ${decoded} THEN NULL WHEN g % 2 = 0 THEN 'Transfer(address,address,uint256)'
              ELSE 'Approval(address,address,uint256)' END`
          : sql``
      }
    FROM generate_series(${from}::int, ${to}::int) g, generate_series(0, g % 3) i ORDER BY g, i`.execute(db);
}

describe.each(engines)('migration 0037 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    await insertLogs(db.kysely, 1, 3_000, true);
    await migrateOnly(db.kysely, BEFORE);
    await sql`ANALYZE event_logs`.execute(db.kysely);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('keeps one signature per topic, and drops the column', async () => {
    const { rows } = await sql<{ topic: string; signature: string }>`
      SELECT encode(topic0, 'hex') AS topic, signature FROM event_signatures ORDER BY signature`.execute(
      db.kysely,
    );
    expect(rows).toEqual([
      { topic: APPROVAL, signature: 'Approval(address,address,uint256)' },
      { topic: TRANSFER, signature: 'Transfer(address,address,uint256)' },
    ]);
    const columns = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'event_logs'`.execute(db.kysely);
    expect(columns.rows.map((c) => c.column_name)).not.toContain('event_signature');
    const { rows: count } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM event_logs`.execute(
      db.kysely,
    );
    expect(count[0]!.n).toBe(6_000);
  });

  it('rebuilds both indexes on log_pos, under their names', async () => {
    expect(await indexDefinitions(db.kysely, Object.keys(INDEXES))).toEqual(INDEXES);
  });

  it('gives the keyset pages of (tx_seq, log_index), newest first, from the index with no sort', async () => {
    const byName = sql<boolean>`(text_key(l.contract_address || '/' || l.event_name) = text_key(${`${TOKEN}/Transfer`})
      AND l.contract_address = ${TOKEN} AND l.event_name = 'Transfer')`;
    for (const [index, where] of [
      ['event_logs_contract_idx', keyedEquals('l.contract_address', TOKEN)],
      ['event_logs_contract_name_idx', byName],
    ] as const) {
      const page = db.kysely
        .selectFrom('event_logs as l')
        .select(['l.tx_seq', 'l.log_index'])
        .where(where)
        .where(logPos('l'), '<', logPosOf(2_000, 1))
        .orderBy(logPos('l'), 'desc')
        .limit(20);
      const plain = await db.kysely
        .selectFrom('event_logs as l')
        .select(['l.tx_seq', 'l.log_index'])
        .where(where)
        .where(sql<boolean>`(l.tx_seq, l.log_index) < (2000, 1)`)
        .orderBy('l.tx_seq', 'desc')
        .orderBy('l.log_index', 'desc')
        .limit(20)
        .execute();
      expect(await page.execute(), index).toEqual(plain);
      expect(plain, index).toHaveLength(20);
      const compiled = page.compile();
      const text = await indexPlan(db.kysely, sqlWithValues(compiled.sql, compiled.parameters));
      expect(text, index).toContain(index);
      expect(text, index).not.toContain('Sort');
    }
  });

  it('takes a cursor beyond any position as the largest, with no error', async () => {
    const rows = await db.kysely
      .selectFrom('event_logs as l')
      .select('l.tx_seq')
      .where(logPos('l'), '<', logPosOf(Number.MAX_SAFE_INTEGER, 2 ** 30))
      .execute();
    expect(rows).toHaveLength(6_000);
  });

  it('keeps both indexes dense as logs arrive in position order', async () => {
    await insertLogs(db.kysely, 3_001, 23_000, false);
    for (const index of Object.keys(INDEXES)) {
      const grown = await indexBytes(db.kysely, index);
      await sql`REINDEX INDEX ${sql.raw(index)}`.execute(db.kysely);
      const packed = await indexBytes(db.kysely, index);
      expect(grown, index).toBeLessThan(1.15 * packed);
    }
  });
});

/** A compiled query with its parameters written in, for EXPLAIN (numbers only, here). */
function sqlWithValues(text: string, parameters: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = parameters[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}
