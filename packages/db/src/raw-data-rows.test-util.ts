import {
  contractTypeNumber,
  rawDataHexFromStored,
  storedRawDataHex,
  toBase58Address,
} from '@poxscan/protocol';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { type Kysely, sql } from 'kysely';
import type { Database } from './database.js';

interface FixtureTx {
  raw_data_hex: string;
  raw_data: { contract: { type: string; parameter: { value: Record<string, string> } }[] };
}

/** A transaction's columns that its stored raw_data depends on, and the signed bytes (hex). */
export interface RawDataRow {
  contractType: number;
  ownerAddress: string;
  toAddress: string | null;
  raw: string | null;
}

/** The row the indexer keeps of a java-tron fixture's transaction: owner, and recipient or contract. */
export function fixtureRow(file: string): RawDataRow {
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

/** Each transaction's raw_data as stored (hex), in seq order. */
export async function storedRawData(db: Kysely<Database>): Promise<(string | null)[]> {
  const { rows } = await sql<{ hex: string | null }>`
    SELECT encode(raw_data, 'hex') AS hex FROM transactions ORDER BY seq`.execute(db);
  return rows.map((r) => r.hex);
}

/** The signed bytes each stored value reads back as, with its row's columns. */
export const readBack = (stored: (string | null)[], rows: RawDataRow[]) =>
  stored.map((hex, i) => (hex === null ? null : rawDataHexFromStored(hex, rows[i]!)));

/** What the indexer writes today for each row. */
export const asWritten = (rows: RawDataRow[]) =>
  rows.map((r) => (r.raw === null ? null : storedRawDataHex(r.raw, r)));
