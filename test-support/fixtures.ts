import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const JAVA_TRON_FIXTURES = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'java-tron',
);

/** Strips the comments that the source added to abridged `.jsonc` payloads. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Reads one java-tron payload from fixtures/java-tron. `.jsonc` files are abridged: never hash them. */
export function readJavaTronFixture<T = unknown>(file: string): T {
  const text = readFileSync(join(JAVA_TRON_FIXTURES, file), 'utf8');
  return JSON.parse(file.endsWith('.jsonc') ? stripComments(text) : text) as T;
}

export const TRONGRID_FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'trongrid');

/** Reads one recorded TronGrid answer from fixtures/trongrid (see its SOURCES.md). */
export function readTronGridFixture<T = unknown>(file: string): T {
  const text = readFileSync(join(TRONGRID_FIXTURES, file), 'utf8');
  return JSON.parse(file.endsWith('.jsonc') ? stripComments(text) : text) as T;
}
