import { storedRawDataHex, unpackZeroRuns, ZERO_RUNS_FORM } from '@poxscan/protocol';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import {
  asWritten,
  fixtureRow,
  type RawDataRow,
  readBack,
  storedRawData,
} from './raw-data-rows.test-util.js';

// Migration 0045 on a database the previous schema wrote: raw_data's runs of zero bytes are counted,
// each value reads back as the signed bytes, and is what the indexer now writes; block_num becomes an
// integer, 8 bytes off every row.
const BEFORE = 45;

const call = fixtureRow('triggersmartcontract-1.json');
const transfer = fixtureRow('createtransaction-1.json');
const rows: RawDataRow[] = [
  call,
  transfer,
  fixtureRow('deploycontract-1.json'),
  fixtureRow('freezebalancev2-1.json'),
  // Columns the bytes do not hold: nothing is cut, the zero runs are still counted.
  { ...call, ownerAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', toAddress: null },
  // Runs longer than a one-byte count, and one that ends the value.
  { ...transfer, raw: `52${'8002'}${'00'.repeat(256)}${transfer.raw}${'00'.repeat(5)}` },
  // Bytes that start as the zero-run form does, and as the cut form does.
  { ...transfer, raw: `01${transfer.raw}` },
  { ...transfer, raw: `00${call.raw}` },
  // Indexed before raw_data was kept.
  { ...call, raw: null },
];

/** What the previous schema's indexer stored: the cut form, without zero runs counted. */
function cutForm(row: RawDataRow): string | null {
  if (row.raw === null) return null;
  const stored = storedRawDataHex(row.raw, row);
  return stored.startsWith(ZERO_RUNS_FORM) && !row.raw.startsWith(ZERO_RUNS_FORM)
    ? unpackZeroRuns(stored)
    : stored;
}

/** Block numbers up to the largest an integer holds. */
const blockNum = (i: number) => (i === 0 ? 2 ** 31 - 1 : i * 1_000_003);

const rowSizes = async (db: Kysely<Database>) => {
  const { rows } = await sql<{ bytes: number }>`
    SELECT pg_column_size(t.*) AS bytes FROM transactions t ORDER BY seq`.execute(db);
  return rows.map((r) => Number(r.bytes));
};

const engines = bothEngines('raw_data_zero_runs');

describe.each(engines)('migration 0045 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let stored: (string | null)[];
  let rowBytes: { before: number[]; after: number[] };
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const [i, row] of rows.entries()) {
      const before = cutForm(row);
      await sql`INSERT INTO transactions (seq, hash, block_num, block_time, contract_type, owner_address, to_address,
          amount, fee, energy_fee, net_fee, success, raw_data)
        VALUES (${i + 1}, decode(${`${i + 1}`.padStart(64, '0')}, 'hex'), ${blockNum(i)}, now(), ${row.contractType},
          ${row.ownerAddress}, ${row.toAddress}, 0, 0, 0, 0, true,
          ${before === null ? null : sql`decode(${before}, 'hex')`})`.execute(db.kysely);
    }
    const before = await rowSizes(db.kysely);
    await db.migrate();
    stored = await storedRawData(db.kysely);
    rowBytes = { before, after: await rowSizes(db.kysely) };
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps every signed byte: each value reads back with its row', () => {
    expect(readBack(stored, rows)).toEqual(rows.map((r) => r.raw));
  });

  it('stores each value as the indexer now writes it', () => {
    expect(stored).toEqual(asWritten(rows));
  });

  it('counts the zero bytes of a contract call’s ABI words, and leaves a transfer as it was', () => {
    const [first, second, , , , long] = stored;
    // 12 zero bytes before the address word's 20, 31 before the amount; the form adds 6 bytes.
    expect(cutForm(call)!.length / 2 - first!.length / 2).toBe(12 + 31 - 6);
    expect(second!).toBe(cutForm(transfer));
    expect(long!.length / 2).toBeLessThan(transfer.raw!.length / 2);
  });

  it('keeps block numbers as integers, and every row 8 bytes shorter less what raw_data lost', async () => {
    const { rows: kept } = await sql<{ block_num: number; type: string }>`
      SELECT block_num, pg_typeof(block_num)::text AS type FROM transactions ORDER BY seq`.execute(db.kysely);
    expect(kept.map((r) => Number(r.block_num))).toEqual(rows.map((_, i) => blockNum(i)));
    expect(kept[0]!.type).toBe('integer');
    // The transfer's raw_data did not change: its row lost exactly the bigint's padding.
    expect(rowBytes.before[1]! - rowBytes.after[1]!).toBe(8);
    for (const [i, after] of rowBytes.after.entries())
      expect(after, `row ${i}`).toBeLessThan(rowBytes.before[i]!);
  });
});
