import { chmodSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asClusterUser, run } from './postgres.ts';

/**
 * The initdb of every test cluster is the same: made once per test run (in `npm test`'s cache
 * directory, POXSCAN_TEST_CACHE_DIR) or per machine, and per PostgreSQL version, then copied.
 */
function templateDir(binDir: string): string {
  const version = binDir.replace(/[^A-Za-z0-9]+/g, '_');
  const cache = process.env.POXSCAN_TEST_CACHE_DIR || tmpdir();
  return join(cache, `poxscan-pg-template-${process.getuid?.() ?? 'user'}-${version}`);
}

function initdb(binDir: string, dataDir: string): void {
  run([
    ...asClusterUser(),
    join(binDir, 'initdb'),
    '-D',
    dataDir,
    '-U',
    'poxscan',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
}

/**
 * Fills `dataDir` (not existing yet, its parent writable by the cluster's user) with a new cluster:
 * a copy of an initdb made once, which costs a few milliseconds instead of initdb's second of CPU.
 * Two processes making the template at once each make their own; the first to rename it in wins.
 */
export function freshDataDir(binDir: string, dataDir: string): void {
  const template = templateDir(binDir);
  if (!existsSync(join(template, 'data', 'PG_VERSION'))) {
    const making = mkdtempSync(`${template}.making-`);
    chmodSync(making, 0o777);
    initdb(binDir, join(making, 'data'));
    try {
      renameSync(making, template);
    } catch {
      rmSync(making, { recursive: true, force: true });
    }
  }
  // -a keeps the owner (the unprivileged cluster user under root) and the 0700 of the data directory.
  run(['cp', '-a', join(template, 'data'), dataDir]);
}
