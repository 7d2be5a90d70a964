import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key the all-in-one explorer hands its own web app when API_KEYS is not set. It is kept in the
 * data directory so that a restart, and browsers that still hold the old config, keep working.
 */
export function localApiKey(dataDir: string): string {
  const path = join(dataDir, 'api-key');
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(stored)) return stored;
  }
  const key = randomBytes(32).toString('hex');
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  return key;
}
