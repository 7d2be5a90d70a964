import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore, migrateOnly } from './migrate-before.test-util.js';
import type { Db } from './open.js';

// Migration 0029 on a database the previous schema wrote: topics and data become bytes that read back
// as the hex stored before, and `decoded` goes.
const BEFORE = 29;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const T = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const TRANSFER = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const word = (n: number) => n.toString(16).padStart(64, '0');

/** [log_index, topics, data, event_name]: up to four topics, none, and data of any length */
const logs: [number, (string | null)[], string, string | null][] = [
  [0, [TRANSFER, word(1), word(2), null], word(5000), 'Transfer'],
  [1, [TRANSFER, word(3), word(4), word(7)], '', 'Transfer'],
  [2, [null, null, null, null], `${word(9)}00ff`, null],
  [3, [word(0), null, null, null], 'ab', null],
];

const engines = bothEngines('log_bytes');

describe.each(engines)('migration 0029 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const [index, [t0, t1, t2, t3], data, name] of logs) {
      await sql`INSERT INTO event_logs (tx_seq, log_index, block_num, block_time, contract_address, topic0, topic1,
          topic2, topic3, data, event_name, event_signature, decoded)
        VALUES (7, ${index}, 3, '2026-01-01Z', ${T}, ${t0}, ${t1}, ${t2}, ${t3}, ${data}, ${name},
          ${name === null ? null : `${name}(address,address,uint256)`},
          ${name === null ? null : JSON.stringify({ from: A, to: A, value: '5000' })}::jsonb)`.execute(
        db.kysely,
      );
    }
    await migrateOnly(db.kysely, BEFORE);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('stores topics and data as bytes that read back as the hex stored before', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT log_index, encode(topic0, 'hex') AS t0, encode(topic1, 'hex') AS t1, encode(topic2, 'hex') AS t2,
        encode(topic3, 'hex') AS t3, encode(data, 'hex') AS data, event_name, octet_length(topic0) AS topic_bytes
      FROM event_logs ORDER BY log_index`.execute(db.kysely);
    expect(rows).toEqual(
      logs.map(([index, [t0, t1, t2, t3], data, name]) => ({
        log_index: index,
        t0,
        t1,
        t2,
        t3,
        data,
        event_name: name,
        topic_bytes: t0 === null ? null : 32,
      })),
    );
  });

  it('makes the columns bytea and drops decoded', async () => {
    const { rows } = await sql<{ column_name: string; data_type: string }>`
      SELECT column_name, data_type FROM information_schema.columns
      WHERE table_name = 'event_logs' ORDER BY ordinal_position`.execute(db.kysely);
    const types = Object.fromEntries(rows.map((r) => [r.column_name, r.data_type]));
    expect(types).toMatchObject({
      topic0: 'bytea',
      topic1: 'bytea',
      topic2: 'bytea',
      topic3: 'bytea',
      data: 'bytea',
      event_name: 'text',
      event_signature: 'text',
    });
    expect(types).not.toHaveProperty('decoded');
  });
});
