import { openDatabase } from '@poxscan/db';
import { decodeEventLog } from '@poxscan/protocol';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';

// bench:api generates its chain straight into the schema, so a migration that changes a table it
// fills breaks it; found here, not when a 20-million-transaction run fails half an hour in.
describe('the bench:api dataset generator', () => {
  it('fills today’s schema with a small chain', async () => {
    const db = await openDatabase();
    try {
      await db.migrate();
      const scale = { transactions: 3_000, txPerBlock: 5, addresses: 100, tokens: 10 };
      const dataset = await generate(db, scale, () => {});
      const { rows } = await sql<Record<string, number>>`
        SELECT (SELECT count(*) FROM transactions)::int AS transactions, (SELECT count(*) FROM blocks)::int AS blocks,
          (SELECT count(*) FROM transfers)::int AS transfers, (SELECT count(*) FROM token_daily)::int AS token_days,
          (SELECT count(*) FROM address_daily)::int AS address_days,
          (SELECT count(*) FROM pg_indexes WHERE tablename = 'transactions')::int AS tx_indexes`.execute(
        db.kysely,
      );
      expect(rows[0]).toMatchObject({ transactions: 3_000, blocks: 601, tx_indexes: 5 });
      expect(rows[0]!.transfers).toBeGreaterThan(0);
      expect(rows[0]!.token_days).toBeGreaterThan(0);
      expect(rows[0]!.address_days).toBeGreaterThan(0);
      expect(dataset.latestBlock).toBe(600);
      // The big token's logs are Transfers its contract's ABI decodes, so event pages pay for decoding.
      const { rows: logs } = await sql<{ abi: unknown; topics: string[]; data: string }>`
        SELECT c.abi, ARRAY[encode(l.topic0, 'hex'), lpad(encode(l.topic1, 'hex'), 64, '0'),
          lpad(encode(l.topic2, 'hex'), 64, '0')] AS topics, encode(l.data, 'hex') AS data
        FROM event_logs l JOIN contracts c ON c.address = l.contract_address
        WHERE l.contract_address = ${dataset.bigToken} LIMIT 1`.execute(db.kysely);
      const decoded = decodeEventLog(logs[0]!.abi, logs[0]!.topics, logs[0]!.data);
      expect(decoded?.name).toBe('Transfer');
      expect(decoded?.args.map((a) => a.name)).toEqual(['from', 'to', 'value']);
    } finally {
      await db.close();
    }
  }, 120_000);
});
