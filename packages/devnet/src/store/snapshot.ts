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

/** A JSON file of the data directory, parsed; a damaged file is refused with its path. */
export function readJsonFile<T>(path: string, parse: (text: string) => T = JSON.parse): T {
  try {
    return parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is damaged (${(error as Error).message}); the devnet does not start on it`);
  }
}

/**
 * Loads the last snapshot into the world if it is not ahead of the block log (`logHead`); returns
 * its block number, or undefined when there is none. A snapshot ahead of the log (a crash between a
 * fork's truncation and its new snapshot, or a shortened log) is left unloaded: the state is
 * rebuilt from genesis instead.
 */
export function readSnapshot(
  dir: string,
  world: World,
  logHead: number,
): { head: number; loaded: boolean } | undefined {
  const path = join(dir, 'state.json');
  if (!existsSync(path)) return undefined;
  const snapshot = readJsonFile(path, (text) => parseTagged<SnapshotFile>(text));
  if (
    !Number.isSafeInteger(snapshot.head) ||
    typeof snapshot.tables !== 'object' ||
    snapshot.tables === null
  ) {
    throw new Error(`${path} is damaged (no head block or no tables); the devnet does not start on it`);
  }
  if (snapshot.head > logHead) return { head: snapshot.head, loaded: false };
  const tables = world.tables();
  for (const [name, entries] of Object.entries(snapshot.tables)) tables[name]?.load(entries);
  world.journal.clear();
  return { head: snapshot.head, loaded: true };
}
