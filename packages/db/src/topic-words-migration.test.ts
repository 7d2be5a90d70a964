import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { storedTopic } from './stored.js';
import { topicHex } from './topic.js';

// Migration 0038 on a database the previous schema wrote: topics after topic0 lose the leading zero
// bytes of their word, read back as the hex the node gave, and a log written since is stored alike;
// the block number and time leave the log for its transaction.
const BEFORE = 38;
const T = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const TRANSFER = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const ADDRESS = `${'0'.repeat(24)}3bb66ddf2301bf0ca7adb8e75890ed2124508cac`;
const ZERO = '0'.repeat(64);
const ITEM = `${'0'.repeat(62)}2a`;
const HASH = `00${'e7'.repeat(31)}`;

/** [log_index, topic1, topic2, topic3, stored bytes of topic1…3]: words of every kind, and none */
const logs: [number, string | null, string | null, string | null, (number | null)[]][] = [
  [0, ADDRESS, ADDRESS, ITEM, [20, 20, 1]],
  [1, ZERO, ADDRESS, null, [0, 20, null]],
  [2, HASH, null, null, [31, null, null]],
  [3, null, null, null, [null, null, null]],
];

const read = (db: Db) =>
  db.kysely
    .selectFrom('event_logs')
    .select([
      'log_index',
      topicHex('topic1').as('t1'),
      topicHex('topic2').as('t2'),
      topicHex('topic3').as('t3'),
      sql<number | null>`octet_length(topic1)`.as('b1'),
      sql<number | null>`octet_length(topic2)`.as('b2'),
      sql<number | null>`octet_length(topic3)`.as('b3'),
    ])
    .orderBy('tx_seq')
    .orderBy('log_index')
    .execute();

const engines = bothEngines('topic_words');

describe.each(engines)('migration 0038 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const [index, t1, t2, t3] of logs)
      await sql`INSERT INTO event_logs (tx_seq, log_index, block_num, block_time, contract_address, topic0, topic1,
          topic2, topic3, data)
        VALUES (7, ${index}, 3, '2026-01-01Z', ${T}, decode(${TRANSFER}, 'hex'), decode(${t1}, 'hex'),
          decode(${t2}, 'hex'), decode(${t3}, 'hex'), '\\x00'::bytea)`.execute(db.kysely);
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps each word without its leading zero bytes, and reads it back as the node gave it', async () => {
    expect(await read(db)).toEqual(
      logs.map(([index, t1, t2, t3, [b1, b2, b3]]) => ({ log_index: index, t1, t2, t3, b1, b2, b3 })),
    );
  });

  it('leaves the block number and time to the log’s transaction', async () => {
    const { rows } = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'event_logs'`.execute(db.kysely);
    expect(rows.map((r) => r.column_name)).not.toEqual(expect.arrayContaining(['block_num']));
    expect(rows.map((r) => r.column_name)).not.toEqual(expect.arrayContaining(['block_time']));
    expect(await read(db)).toHaveLength(logs.length);
  });

  it('stores a log written since the same way', async () => {
    await db.kysely
      .insertInto('event_logs')
      .values({
        tx_seq: 8,
        log_index: 0,
        contract_address: T,
        topic0: `\\x${TRANSFER}`,
        topic1: storedTopic(ADDRESS),
        topic2: storedTopic(ZERO),
        topic3: storedTopic(ITEM),
        data: '\\x00',
        event_name: null,
      })
      .execute();
    const rows = await read(db);
    expect(rows.at(-1)).toEqual({ log_index: 0, t1: ADDRESS, t2: ZERO, t3: ITEM, b1: 20, b2: 0, b3: 1 });
  });
});
