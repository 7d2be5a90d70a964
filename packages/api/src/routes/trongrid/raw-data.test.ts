import type { Db } from '@poxscan/db';
import { txIdFromRawDataHex } from '@poxscan/protocol';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../../test/database.js';
import { A, B } from '../../test/seed.js';
import { seededApi } from '../../test/server.js';

// A real java-tron transaction's bytes, stored on the seeded chain's first transaction (A's transfer),
// and a receipt's energy split on B's first token call: what the indexer writes since 0016.
const real = readJavaTronFixture<{ txID: string; raw_data: unknown; raw_data_hex: string }>(
  'createtransaction-1.json',
);

let app: FastifyInstance;
let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];

beforeAll(async () => {
  ({ app, db, call } = await seededApi({ responseCacheMs: 0 }));
  await sql`UPDATE transactions SET raw_data = decode(${real.raw_data_hex}, 'hex') WHERE seq = 1`.execute(
    db.kysely,
  );
  await sql`UPDATE transactions SET raw_data = decode(${real.raw_data_hex}, 'hex'), energy_usage = 30000,
    caller_energy_usage = 12000, origin_energy_usage = 8000
    WHERE seq = (SELECT min(seq) FROM transactions WHERE owner_address = ${B})`.execute(db.kysely);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

const first = async (address: string, filter = '') =>
  (
    (
      await call({
        method: 'GET',
        url: `/v1/accounts/${address}/transactions?limit=1&order_by=block_timestamp,asc${filter}`,
      })
    ).json() as {
      data: Record<string, unknown>[];
    }
  ).data[0]!;

describe('/v1 transactions with their stored raw_data bytes', () => {
  it('serves raw_data_hex and the raw_data java-tron gave, every field through the serializer', async () => {
    const tx = await first(A);
    expect(tx.raw_data_hex).toBe(real.raw_data_hex);
    expect(txIdFromRawDataHex(tx.raw_data_hex as string)).toBe(real.txID);
    expect(tx.raw_data).toEqual(real.raw_data);
  });

  it("gives energy_usage as the caller's staked energy, beside the deployer's share and the total", async () => {
    expect(await first(B, '&only_from=true')).toMatchObject({
      energy_usage: 12_000,
      origin_energy_usage: 8_000,
      energy_usage_total: 30_000,
    });
  });
});
