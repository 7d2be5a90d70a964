import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Migration 0033 on a database the previous schema wrote: raw_data loses the bytes its row's
// columns give back, reads back as the signed bytes, and is what the indexer now writes.
const BEFORE = 33;

const transfer = fixtureRow('createtransaction-1.json');
const rows: RawDataRow[] = [
  transfer,
  fixtureRow('transferasset-1.json'),
  fixtureRow('triggersmartcontract-1.json'),
  fixtureRow('freezebalancev2-1.json'),
  fixtureRow('deploycontract-1.json'),
  // An owner column the bytes do not hold: only the type URL is cut.
  { ...transfer, ownerAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', toAddress: 'not an address' },
  // A type without a name: its type URL stays.
  { ...transfer, contractType: 7 },
  // Indexed before raw_data was kept.
  { ...transfer, raw: null },
  // Bytes that start as the cut form does.
  { ...transfer, raw: `00${transfer.raw}` },
];

const engines = bothEngines('raw_data_cuts');

describe.each(engines)('migration 0033 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let stored: (string | null)[];
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const [i, row] of rows.entries()) {
      await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address,
          to_address, amount, fee, energy_usage, energy_fee, net_usage, net_fee, success, result, signatures, raw_data)
        VALUES (${i + 1}, decode(${`${i + 1}`.padStart(64, '0')}, 'hex'), 1, ${i}, now(), ${row.contractType},
          ${row.ownerAddress}, ${row.toAddress}, 0, 0, 0, 0, 0, 0, true, 'SUCCESS', '[]',
          ${row.raw === null ? null : sql`decode(${row.raw}, 'hex')`})`.execute(db.kysely);
    }
    await db.migrate();
    stored = await storedRawData(db.kysely);
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

  it("cuts a transfer's type URL, owner and recipient, where the row gives them back", () => {
    const [first, , , , , otherOwner, unnamed] = stored;
    const length = transfer.raw!.length / 2;
    expect(first!.length / 2).toBe(length - (47 + 21 + 21) + 8);
    expect(otherOwner!.length / 2).toBe(length - 47 + 4);
    expect(unnamed!.length / 2).toBe(length - (21 + 21) + 6);
    expect(unnamed!).toContain(Buffer.from('type.googleapis.com/protocol.TransferContract').toString('hex'));
  });
});
