import { type Kysely, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { migrateOver } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { indexDefinitions, indexPlan, indexSizes, inline } from './plan.test-util.js';
import { keyedEquals } from './text-key.js';
import { POX_TOKEN_ID, tokenTransfersOf, transferParts } from './transfer-parts.js';

// Migration 0041 on a database the previous schema wrote: an address's PRC20 transfers leave the
// from and to indexes, which the PRC20 indexes already hold them in, and POX transfers leave the
// token index. The readers' conditions find the same rows as before, each through an index, in order.
const BEFORE = 41;
const ROWS = 12_000;
const BUSY = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const TOKEN = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const other = (g: string) => sql`'T' || substr(md5((${sql.raw(g)} % 1000)::text), 1, 33)`;
/** 45% PRC20, 45% POX, 5% PRC10 and 5% PRC721; every 47th row is the busy address's. */
const standard = sql`CASE WHEN g % 20 < 9 THEN 'PRC20' WHEN g % 20 < 18 THEN 'POX' WHEN g % 20 = 18 THEN 'PRC10' ELSE 'PRC721' END`;

const PARTS: Record<string, string> = {
  transfers_from_idx: "transfers USING btree (text_key(from_address), seq) WHERE (standard <> 'PRC20'::text)",
  transfers_to_idx: "transfers USING btree (text_key(to_address), seq) WHERE (standard <> 'PRC20'::text)",
  transfers_token_idx: "transfers USING btree (text_key(token_id), seq) WHERE (standard <> 'POX'::text)",
};

const engines = bothEngines('transfer_parts');

async function write(db: Kysely<Database>): Promise<void> {
  await sql`INSERT INTO transactions (seq, hash, block_num, block_time, contract_type, owner_address, to_address,
      amount, fee, energy_fee, net_fee, success)
    SELECT g, decode(md5('a' || g) || md5('b' || g), 'hex'), g, now(), 1, ${other('g')}, ${other('g + 7')},
      0, 0, 0, 0, true
    FROM generate_series(1, ${ROWS}) g ORDER BY g`.execute(db);
  await sql`INSERT INTO transfers (seq, tx_seq, standard, token_id, from_address, to_address, amount)
    SELECT g, g, ${standard},
      CASE WHEN g % 20 >= 9 AND g % 20 < 18 THEN '_' WHEN g % 50 = 0 THEN ${TOKEN} ELSE ${other('g + 11')} END,
      CASE WHEN g % 47 = 0 THEN ${BUSY} ELSE ${other('g')} END,
      CASE WHEN g % 47 = 5 THEN ${BUSY} ELSE ${other('g + 3')} END, 1
    FROM generate_series(1, ${ROWS}) g ORDER BY g`.execute(db);
}

const seqs = async (db: Kysely<Database>, where: RawBuilder<boolean>) => {
  const { rows } = await sql<{
    seq: string;
  }>`SELECT seq FROM transfers WHERE ${where} ORDER BY seq DESC`.execute(db);
  return rows.map((r) => Number(r.seq));
};

describe.each(engines)('migration 0041 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let before: Record<string, number>;
  beforeAll(async () => {
    db = await open();
    before = await migrateOver(db.kysely, BEFORE, write, Object.keys(PARTS));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('leaves PRC20 out of the from and to indexes and POX out of the token index', async () => {
    expect(await indexDefinitions(db.kysely, Object.keys(PARTS))).toEqual(PARTS);
    const after = await indexSizes(db.kysely, Object.keys(PARTS));
    for (const name of Object.keys(PARTS)) expect(after[name]! / before[name]!, name).toBeLessThan(0.65);
  });

  it('finds every transfer of an address in the two parts of each side, each read in order', async () => {
    const k = db.kysely;
    const plain = await seqs(k, sql`from_address = ${BUSY} OR to_address = ${BUSY}`);
    const parts = [];
    for (const column of ['from_address', 'to_address']) {
      for (const part of transferParts()) {
        const where = sql<boolean>`${keyedEquals(column, BUSY)} AND ${part}`;
        parts.push(...(await seqs(k, where)));
        const page = sql`SELECT seq FROM transfers WHERE ${where} AND seq < 9000 ORDER BY seq DESC LIMIT 20`;
        const text = await indexPlan(k, inline(page.compile(k)));
        expect(text, column).toMatch(/Index Scan Backward using transfers_(prc20_)?(from|to)_idx/);
        expect(text, column).not.toContain('Sort');
      }
    }
    expect([...new Set(parts)].sort((a, b) => b - a)).toEqual(plain);
    expect(plain.length).toBeGreaterThan(400);
  });

  it('finds a token’s transfers, and POX’s, as the plain comparison does, without a sort', async () => {
    const k = db.kysely;
    for (const [token, index] of [
      [TOKEN, 'transfers_token_idx'],
      [POX_TOKEN_ID, 'transfers_pkey'],
    ] as const) {
      expect(await seqs(k, tokenTransfersOf(token)), token).toEqual(await seqs(k, sql`token_id = ${token}`));
      const page = sql`SELECT seq FROM transfers WHERE ${tokenTransfersOf(token)} AND seq < 9000 ORDER BY seq DESC LIMIT 20`;
      const text = await indexPlan(k, inline(page.compile(k)));
      expect(text, token).toContain(index);
      expect(text, token).not.toContain('Sort');
    }
  });
});
