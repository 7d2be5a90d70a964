import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { parseTagged, stringifyTagged } from '../state/codec.js';
import type { World } from '../state/world.js';

interface SnapshotFile {
  head: number;
  tables: Record<string, Array<[unknown, unknown]>>;
}

/** Writes the whole state as of block `head` atomically: temp file, fsync, rename. */
export function writeSnapshot(dir: string, world: World, head: number): void {
  const tables: SnapshotFile['tables'] = {};
  for (const [name, table] of Object.entries(world.tables())) tables[name] = [...table.entries()];
  const path = join(dir, 'state.json');
  const temp = `${path}.tmp`;
  const fd = openSync(temp, 'w');
  writeSync(fd, stringifyTagged({ head, tables } satisfies SnapshotFile));
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temp, path);
}

/** Loads the last snapshot into the world; returns its block number, or undefined when there is none. */
export function readSnapshot(dir: string, world: World): number | undefined {
  const path = join(dir, 'state.json');
  if (!existsSync(path)) return undefined;
  const snapshot = parseTagged<SnapshotFile>(readFileSync(path, 'utf8'));
  const tables = world.tables();
  for (const [name, entries] of Object.entries(snapshot.tables)) tables[name]?.load(entries);
  world.journal.clear();
  return snapshot.head;
}
