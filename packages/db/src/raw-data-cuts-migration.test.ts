import {
  contractTypeNumber,
  rawDataHexFromStored,
  storedRawDataHex,
  toBase58Address,
} from '@poxscan/protocol';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';

// Migration 0033 on a database the previous schema wrote: raw_data loses the bytes its row's
// columns give back, reads back as the signed bytes, and is what the indexer now writes.
const BEFORE = 33;

interface FixtureTx {
  raw_data_hex: string;
  raw_data: { contract: { type: string; parameter: { value: Record<string, string> } }[] };
}

interface Row {
  contractType: number;
  ownerAddress: string;
  toAddress: string | null;
  raw: string | null;
}

function fixtureRow(file: string): Row {
  const json = readJavaTronFixture<FixtureTx & { transaction?: FixtureTx }>(file);
  const tx = json.transaction ?? json;
  const { type, parameter } = tx.raw_data.contract[0]!;
  const to = parameter.value.to_address ?? parameter.value.contract_address;
  return {
    contractType: contractTypeNumber(type)!,
    ownerAddress: toBase58Address(parameter.value.owner_address!),
    toAddress: to === undefined ? null : toBase58Address(to),
    raw: tx.raw_data_hex,
  };
}

const transfer = fixtureRow('createtransaction-1.json');
const rows: Row[] = [
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
  let stored: { seq: number; hex: string | null }[];
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
    ({ rows: stored } = await sql<{ seq: number; hex: string | null }>`
      SELECT seq, encode(raw_data, 'hex') AS hex FROM transactions ORDER BY seq`.execute(db.kysely));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps every signed byte: each value reads back with its row', () => {
    expect(stored.map((s, i) => (s.hex === null ? null : rawDataHexFromStored(s.hex, rows[i]!)))).toEqual(
      rows.map((r) => r.raw),
    );
  });

  it('stores each value as the indexer now writes it', () => {
    expect(stored.map((s) => s.hex)).toEqual(
      rows.map((r) => (r.raw === null ? null : storedRawDataHex(r.raw, r))),
    );
  });

  it("cuts a transfer's type URL, owner and recipient, where the row gives them back", () => {
    const [first, , , , , otherOwner, unnamed] = stored;
    const length = transfer.raw!.length / 2;
    expect(first!.hex!.length / 2).toBe(length - (47 + 21 + 21) + 8);
    expect(otherOwner!.hex!.length / 2).toBe(length - 47 + 4);
    expect(unnamed!.hex!.length / 2).toBe(length - (21 + 21) + 6);
    expect(unnamed!.hex).toContain(
      Buffer.from('type.googleapis.com/protocol.TransferContract').toString('hex'),
    );
  });
});
