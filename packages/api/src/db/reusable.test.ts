import { type Db, openDatabase } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reusable } from './reusable.js';

let db: Db;

beforeAll(async () => {
  db = await openDatabase();
}, 60_000);
afterAll(() => db?.close());

describe('reusable', () => {
  it('binds each run its own values into the text compiled once', async () => {
    let builds = 0;
    const echo = reusable((read, v: { n: number; word: string }) => {
      builds++;
      return read.selectNoFrom([sql<number>`${v.n}::int`.as('n'), sql<string>`${v.word}::text`.as('word')]);
    });
    expect(await echo(db.read, { n: 1, word: 'one' })).toEqual([{ n: 1, word: 'one' }]);
    const afterFirst = builds;
    expect(await echo(db.read, { n: 2, word: 'two' })).toEqual([{ n: 2, word: 'two' }]);
    expect(await echo(db.read, { word: 'three', n: 3 })).toEqual([{ n: 3, word: 'three' }]);
    expect(builds).toBe(afterFirst);
  });

  it('compiles each shape once, and a new shape on its first run', async () => {
    let builds = 0;
    const firstOf = reusable((read, v: { from: number }, count: number) => {
      builds++;
      return read
        .selectFrom(sql<{ n: number }>`generate_series(${v.from}::int, ${v.from}::int + 9)`.as('s'))
        .select(sql<number>`s`.as('n'))
        .limit(sql.lit(count));
    });
    expect((await firstOf(db.read, { from: 5 }, 2)).map((r) => r.n)).toEqual([5, 6]);
    expect((await firstOf(db.read, { from: 5 }, 3)).map((r) => r.n)).toEqual([5, 6, 7]);
    const twoShapes = builds;
    expect((await firstOf(db.read, { from: 1 }, 2)).map((r) => r.n)).toEqual([1, 2]);
    expect(builds).toBe(twoShapes);
  });

  it('refuses a build that reads a value instead of binding it', async () => {
    const next = reusable((read, v: { n: number }) =>
      read.selectNoFrom(sql<number>`${v.n + 1}::int`.as('n')),
    );
    await expect(next(db.read, { n: 1 })).rejects.toThrow(/reads its values while it is built/);
    const branching = reusable((read, v: { cursor?: number }) =>
      read.selectNoFrom(
        v.cursor === undefined ? sql<number>`0`.as('n') : sql<number>`${v.cursor}::int`.as('n'),
      ),
    );
    await expect(branching(db.read, { cursor: undefined })).rejects.toThrow(/reads its values/);
  });
});
