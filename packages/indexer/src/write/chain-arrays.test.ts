import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness.js';
import { arrayElement, shiftElements } from './chain-arrays.js';

let db: Db;
beforeAll(async () => {
  db = await freshDatabase('PGlite');
}, 60_000);
afterAll(() => db?.close());

/** The values as the engine reads them back from one array literal made of arrayElement's. */
async function readBack(values: unknown[], type: string): Promise<unknown[]> {
  const literal = `{${values.map(arrayElement).join(',')}}`;
  const { rows } = await sql<{
    v: unknown;
  }>`SELECT unnest(${literal}::${sql.raw(type)}[])::text AS v`.execute(db.kysely);
  return rows.map((r) => r.v);
}

describe('array literals made ahead', () => {
  it('read back every text as it was, whatever it holds', async () => {
    const texts = [
      '',
      'NULL',
      'null',
      'a"b',
      'back\\slash',
      '\\"',
      '{braces}',
      'comma,here',
      ' spaced ',
      'line\nbreak\ttab',
      'héllo ✓ 𝄞',
      null,
    ];
    expect(await readBack(texts, 'text')).toEqual(texts);
  });

  it('read back numbers, amounts beyond a double, booleans and bytes', async () => {
    expect(await readBack([0, -7, 2 ** 53 - 1, null], 'bigint')).toEqual([
      '0',
      '-7',
      '9007199254740991',
      null,
    ]);
    expect(await readBack([10n ** 30n, -1n], 'numeric')).toEqual([(10n ** 30n).toString(), '-1']);
    expect(await readBack([true, false, null], 'boolean')).toEqual(['true', 'false', null]);
    expect(await readBack(['\\x00ff'], 'bytea')).toEqual(['\\x00ff']);
    expect(await readBack(['{"a":"b\\\\c"}'], 'jsonb')).toEqual(['{"a": "b\\\\c"}']);
  });

  it('moves the seqs of a column on, and leaves no rows as none', () => {
    expect(shiftElements('1,2,30', 100)).toBe('101,102,130');
    expect(shiftElements('1004,1005', -1000)).toBe('4,5');
    expect(shiftElements('7', 0)).toBe('7');
    expect(shiftElements('', 5)).toBe('');
  });
});
