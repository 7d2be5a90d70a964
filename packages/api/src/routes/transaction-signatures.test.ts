import { type Db, loadMigrations } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../test/database.js';
import { A, B, txHash } from '../test/seed.js';
import { seededApi } from '../test/server.js';

// The seeded transactions keep their signatures as a jsonb list, as before migration 0022; the
// migration turns them into bytes, and every answer must stay byte for byte the same.

let app: FastifyInstance;
let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];
const s1 = `${'1b'.repeat(64)}01`;
const s2 = `${'c3'.repeat(64)}00`;

beforeAll(async () => {
  ({ app, db, call } = await seededApi({ responseCacheMs: 0 }));
  // 65 bytes each, as java-tron signs (the seed's are 64)
  await sql`UPDATE transactions SET signatures = jsonb_build_array(encode(hash || hash, 'hex') || '1c')`.execute(
    db.kysely,
  );
  await sql`UPDATE transactions SET signatures = ${JSON.stringify([s1, s2])}::jsonb WHERE seq = 1`.execute(
    db.kysely,
  );
  await sql`UPDATE transactions SET signatures = ${JSON.stringify([s1, 'abcd'])}::jsonb WHERE seq = 2`.execute(
    db.kysely,
  );
  await sql`UPDATE transactions SET signatures = '[]' WHERE seq = 3`.execute(db.kysely);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

/** The bodies of the answers that give signatures: transaction details and the /v1 lists. */
async function answers(): Promise<string[]> {
  const urls = [
    ...Array.from({ length: 6 }, (_, i) => `/api/transaction/detail?hash=${txHash(i + 1)}`),
    ...[A, B].map((a) => `/v1/accounts/${a}/transactions?limit=50&order_by=block_timestamp,asc`),
  ];
  return Promise.all(
    urls.map(async (url) => {
      const res = await call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      // TronGrid's meta.at is the time of the answer.
      return res.body.replace(/"at":\d+/, '"at":0');
    }),
  );
}

describe('signatures, as a jsonb list or as bytes', () => {
  it('answers the same JSON, byte for byte, before and after they become bytes', async () => {
    const before = await answers();
    expect(before[0]).toContain(`"signatures":["${s1}","${s2}"]`);
    const migration = (await loadMigrations()).find((m) => m.version === 22)!;
    await sql.raw(migration.sql).execute(db.kysely);
    const { rows } = await sql<{ seq: number }>`
      SELECT seq::int FROM transactions WHERE signature_bytes IS NULL OR signatures IS NOT NULL`.execute(
      db.kysely,
    );
    // All but the one with a 2-byte signature.
    expect(rows).toEqual([{ seq: 2 }]);
    expect(await answers()).toEqual(before);
  });
});
