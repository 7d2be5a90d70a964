import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyRows } from './copy.js';
import { type Db, openDatabase } from './open.js';
import { copyValue } from './stored.js';

let cluster: PostgresCluster;
let db: Db;

beforeAll(async () => {
  cluster = await startPostgres();
  db = await openDatabase({ url: await cluster.createDatabase(`copy_${Date.now()}`) });
  await sql`CREATE TABLE t (n bigint NOT NULL, s text, ok boolean, j jsonb)`.execute(db.kysely);
});
afterAll(async () => {
  await db?.close();
  await cluster?.stop();
});

const line = (...values: unknown[]) => `${values.map(copyValue).join('\t')}\n`;

describe('COPY … FROM STDIN through a Kysely transaction (PostgreSQL)', () => {
  it('stores every value as given, tabs, newlines, backslashes and nulls included', async () => {
    const tricky = 'a\tb\nc\\d\re ünï';
    const json = JSON.stringify({ s: 'x\\"y\n', n: 1 });
    await db.kysely.transaction().execute(async (trx) => {
      await sql`COPY t (n, s, ok, j) FROM STDIN ${new CopyRows(line(1, tricky, true, json) + line(2n, null, false, null))}`.execute(
        trx,
      );
    });
    const { rows } = await sql<{ n: number; s: string | null; ok: boolean; j: unknown }>`
      SELECT n, s, ok, j FROM t ORDER BY n`.execute(db.kysely);
    expect(rows).toEqual([
      { n: 1, s: tricky, ok: true, j: { s: 'x\\"y\n', n: 1 } },
      { n: 2, s: null, ok: false, j: null },
    ]);
  });

  it('stores rows given as UTF-8 bytes in parts, split anywhere, even inside a character, some empty', async () => {
    const bytes = new TextEncoder().encode(line(10, 'ünï', true, null) + line(11, 'x\ty', null, '[1]'));
    // 'ü' is two bytes, the 4th and 5th: the first part ends between them. An empty part is a block
    // without rows of the table.
    const parts = [bytes.subarray(0, 4), new Uint8Array(0), bytes.subarray(4, 9), bytes.subarray(9)];
    await db.kysely.transaction().execute(async (trx) => {
      await sql`COPY t (n, s, ok, j) FROM STDIN ${new CopyRows(parts)}`.execute(trx);
    });
    const { rows } = await sql<{ n: number; s: string | null; ok: boolean | null; j: unknown }>`
      SELECT n, s, ok, j FROM t WHERE n >= 10 ORDER BY n`.execute(db.kysely);
    expect(rows).toEqual([
      { n: 10, s: 'ünï', ok: true, j: null },
      { n: 11, s: 'x\ty', ok: null, j: [1] },
    ]);
  });

  it('fails the statement on bad data and rolls the transaction back', async () => {
    const attempt = db.kysely.transaction().execute(async (trx) => {
      await sql`INSERT INTO t (n) VALUES (3)`.execute(trx);
      await sql`COPY t (n) FROM STDIN ${new CopyRows('not-a-number\n')}`.execute(trx);
    });
    await expect(attempt).rejects.toThrow(/invalid input syntax for type bigint/);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM t WHERE n = 3`.execute(
      db.kysely,
    );
    expect(rows[0]!.n).toBe(0);
    // The connection is still usable afterwards.
    const after = await sql<{ one: number }>`SELECT 1 AS one`.execute(db.kysely);
    expect(after.rows[0]!.one).toBe(1);
  });
});
