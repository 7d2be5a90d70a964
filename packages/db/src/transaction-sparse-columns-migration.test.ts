import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { txContractAddress, txResult, txUsage } from './tx-columns.js';

// Migration 0040 on a database the previous schema wrote: zero energy and bandwidth and the result
// SUCCESS are stored as NULL, contract_address leaves for the recipient and idx for the seq, and every
// transaction reads back as before.
const BEFORE = 40;
const OWNER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const TO = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const CONTRACT = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';

/** [contract_type, to_address, contract_address, energy_usage, net_usage, result] */
const txs: [number, string | null, string | null, number, number, string][] = [
  [1, TO, null, 0, 267, 'SUCCESS'], // a transfer
  [31, CONTRACT, CONTRACT, 13_000, 0, 'SUCCESS'], // a call its staked bandwidth paid for
  [31, CONTRACT, CONTRACT, 85, 314, 'REVERT'], // a reverted call
  [30, CONTRACT, CONTRACT, 200_000, 0, 'SUCCESS'], // a deployment
  [30, null, null, 50_000, 0, 'OUT_OF_ENERGY'], // a deployment that created nothing
  [54, null, null, 0, 0, 'SUCCESS'], // a stake
  [33, CONTRACT, CONTRACT, 0, 280, 'SUCCESS'], // a contract's setting
  [4, TO, null, 0, 0, 'SUCCESS'], // a vote: its recipient is a witness, not a contract
];

const engines = bothEngines('tx_sparse');

describe.each(engines)('migration 0040 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const [i, [type, to, contract, energy, net, result]] of txs.entries()) {
      await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address,
          to_address, contract_address, amount, fee, energy_usage, energy_fee, net_usage, net_fee, success, result,
          signature_bytes)
        VALUES (${i + 1}, decode(lpad(to_hex(${i + 1}::int), 64, '0'), 'hex'), 1, ${i}, '2026-01-01Z', ${type},
          ${OWNER}, ${to}, ${contract}, 0, 0, ${energy}, 0, ${net}, 0, ${result === 'SUCCESS'}, ${result}, '')`.execute(
        db.kysely,
      );
    }
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('reads every transaction back as it was stored', async () => {
    const rows = await db.kysely
      .selectFrom('transactions as tx')
      .select([
        'tx.contract_type',
        'tx.to_address',
        txContractAddress('tx').as('contract_address'),
        txUsage('tx.energy_usage').as('energy_usage'),
        txUsage('tx.net_usage').as('net_usage'),
        txResult('tx.result').as('result'),
      ])
      .orderBy('tx.seq')
      .execute();
    expect(rows.map((r) => Object.values(r))).toEqual(txs);
  });

  it('stores the common values as NULL, and drops contract_address and idx', async () => {
    const { rows } = await sql<{ energy: number | null; net: number | null; result: string | null }>`
      SELECT energy_usage AS energy, net_usage AS net, result FROM transactions ORDER BY seq`.execute(
      db.kysely,
    );
    expect(rows.map((r) => [r.energy, r.net, r.result])).toEqual(
      txs.map(([, , , energy, net, result]) => [
        energy || null,
        net || null,
        result === 'SUCCESS' ? null : result,
      ]),
    );
    const { rows: columns } = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'transactions'`.execute(
      db.kysely,
    );
    const names = columns.map((c) => c.column_name);
    expect(names).toContain('seq');
    expect(names).not.toContain('contract_address');
    expect(names).not.toContain('idx');
  });
});
