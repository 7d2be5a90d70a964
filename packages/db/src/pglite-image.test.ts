import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open.js';
import { pgliteImage } from './pglite-image.js';

const dir = mkdtempSync(join(tmpdir(), 'poxscan-pglite-image-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const markers = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await sql<{ note: string }>`SELECT note FROM marker ORDER BY note`.execute(db.kysely)).rows.map(
    (r) => r.note,
  );

describe('PGlite clusters from a saved image', () => {
  const imageDir = join(dir, 'images');
  const image = pgliteImage(imageDir)!;

  it('saves the first new cluster as the image, named by the PGlite version', async () => {
    expect(image).toMatch(/pglite-\d+\.\d+\.\d+-empty-cluster\.tar$/);
    // A directory that cannot take the image costs the image, not the database.
    let db = await openDatabase({ pgliteImageDir: imageDir });
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db.kysely)).rows).toEqual([{ one: 1 }]);
    await db.close();
    expect(existsSync(image)).toBe(false);

    mkdirSync(imageDir);
    db = await openDatabase({ pgliteImageDir: imageDir });
    await db.close();
    expect(existsSync(image)).toBe(true);
    expect(readdirSync(imageDir)).toEqual([basename(image)]);
  });

  it('makes a new database from the image, and leaves an existing one as it is', async () => {
    // An image that differs from initdb's cluster: a database made from it shows the table.
    const source = await PGlite.create({ loadDataDir: new Blob([readFileSync(image)]) });
    await source.exec(`CREATE TABLE marker (note text); INSERT INTO marker VALUES ('from the image')`);
    writeFileSync(image, new Uint8Array(await (await source.dumpDataDir('none')).arrayBuffer()));
    await source.close();

    const dataDir = join(dir, 'data');
    let db = await openDatabase({ dataDir, pgliteImageDir: imageDir });
    expect(await markers(db)).toEqual(['from the image']);
    await sql`INSERT INTO marker VALUES ('written since')`.execute(db.kysely);
    await db.close();

    db = await openDatabase({ dataDir, pgliteImageDir: imageDir });
    expect(await markers(db)).toEqual(['from the image', 'written since']);
    await db.close();
  });

  it('runs initdb without an image directory', () => {
    expect(pgliteImage('')).toBeUndefined();
  });
});
