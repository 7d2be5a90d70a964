import { type Db, loadMigrations } from '@poxscan/db';
import { type Devnet, startDevnet } from '@poxscan/devnet';
import { contractParameterJson, contractTypeNumber, decodeContract } from '@poxscan/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../test/database.js';
import { A, B, txHash } from '../test/seed.js';
import { seededApi } from '../test/server.js';

// One transaction of every contract type the devnet's traffic sends, stored on the seeded rows as the
// indexer stored them before migration 0021 (raw_data and the decoded parameter); migrations 0021 and
// 0046 then leave the parameter to raw_data, and every answer must stay byte for byte the same.

interface NodeTx {
  raw_data: { contract: { type: string }[] };
  raw_data_hex: string;
}

let devnet: Devnet;
let app: FastifyInstance;
let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];
/** the first transaction of each contract type, by type name */
const byType = new Map<string, NodeTx>();

async function nodeBlock(num: number): Promise<{ transactions?: NodeTx[] }> {
  const res = await fetch(`${devnet.url}/wallet/getblockbynum`, {
    method: 'POST',
    body: JSON.stringify({ num }),
  });
  return (await res.json()) as { transactions?: NodeTx[] };
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, produceBlocks: false, traffic: 'high' });
  await devnet.hooks.produceBlocks(40);
  for (let n = 1; n <= devnet.chain.headNumber; n++) {
    for (const tx of (await nodeBlock(n)).transactions ?? []) {
      const type = tx.raw_data.contract[0]!.type;
      if (!byType.has(type)) byType.set(type, tx);
    }
  }
  ({ app, db, call } = await seededApi({ responseCacheMs: 0 }));
  let seq = 0;
  for (const [type, tx] of byType) {
    const parameter = contractParameterJson(decodeContract(tx.raw_data.contract[0], { visible: false }));
    await sql`UPDATE transactions SET contract_type = ${contractTypeNumber(type)}, parameter = ${JSON.stringify(parameter)}::jsonb,
      raw_data = decode(${tx.raw_data_hex}, 'hex') WHERE seq = ${++seq}`.execute(db.kysely);
  }
}, 180_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  await devnet?.stop();
  await stopTestCluster();
});

/** The bodies of every answer that gives the parameter: each transaction's detail, and the /v1 lists. */
async function answers(): Promise<string[]> {
  const urls = [
    ...Array.from(byType.keys(), (_, i) => `/api/transaction/detail?hash=${txHash(i + 1)}`),
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

/** Runs migration `version`'s SQL on the seeded database and returns the types left to raw_data. */
async function migrate(version: number): Promise<number[]> {
  const migration = (await loadMigrations()).find((m) => m.version === version)!;
  await sql.raw(migration.sql).execute(db.kysely);
  const { rows } = await sql<{ type: number }>`
    SELECT contract_type AS type FROM transactions WHERE parameter IS NULL ORDER BY seq`.execute(db.kysely);
  return rows.map((r) => r.type);
}

const DELEGATIONS = ['DelegateResourceContract', 'UnDelegateResourceContract'];
/** The types of byType but `kept`, as numbers. */
const typesBut = (kept: string[]) =>
  [...byType.keys()].filter((t) => !kept.includes(t)).map(contractTypeNumber);

describe('the contract parameter, stored or read from raw_data', () => {
  it('answers the same JSON, byte for byte, before and after the parameter is left to raw_data', async () => {
    expect(byType.size).toBeGreaterThanOrEqual(15);
    for (const type of DELEGATIONS) expect(byType.has(type), type).toBe(true);
    const before = await answers();
    // 0021: every type but the (un)delegations, whose resource SQL read then, and AssetIssue, which
    // raw_data does not read back, is now decoded from the bytes.
    const left = typesBut([...DELEGATIONS, 'AssetIssueContract']);
    expect(await migrate(21)).toEqual(left);
    expect(left.length).toBeGreaterThanOrEqual(12);
    expect(await answers()).toEqual(before);
    // 0046: the (un)delegations too.
    expect(await migrate(46)).toEqual(typesBut(['AssetIssueContract']));
    const after = await answers();
    expect(after).toEqual(before);
    for (const body of after.slice(0, byType.size))
      expect(Object.keys((JSON.parse(body) as { parameter: object }).parameter).length, body).toBeGreaterThan(
        1,
      );
  });
});
