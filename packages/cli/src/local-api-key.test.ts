import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { localApiKey } from './local-api-key.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'poxscan-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('creates a private random key once and returns the same key after a restart', () => {
  const dir = tempDir();
  const key = localApiKey(dir);
  expect(key).toMatch(/^[0-9a-f]{64}$/);
  expect(localApiKey(dir)).toBe(key);
  expect(statSync(join(dir, 'api-key')).mode & 0o777).toBe(0o600);
  expect(localApiKey(tempDir())).not.toBe(key);
});

test('replaces a damaged key file instead of serving its contents', () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'api-key'), 'not a key');
  const key = localApiKey(dir);
  expect(key).toMatch(/^[0-9a-f]{64}$/);
  expect(readFileSync(join(dir, 'api-key'), 'utf8').trim()).toBe(key);
});
