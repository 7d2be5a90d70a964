import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let pgliteVersion: string | undefined;

/** The installed PGlite's version, read once: an image is only good for the version that made it. */
function installedVersion(): string {
  const manifest = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
  pgliteVersion ??= (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  return pgliteVersion;
}

/**
 * Where a new PGlite cluster is loaded from instead of made: initdb in WebAssembly costs seconds of CPU
 * on every new database (measured: about 8.5 s of CPU against 3.7 s for loading a saved empty
 * cluster). Where many are made, as in the test suite, the directory `dir` (by default
 * POXSCAN_PGLITE_IMAGE_DIR) keeps one tarball of an empty cluster per PGlite version. Undefined without one.
 */
export function pgliteImage(dir = process.env.POXSCAN_PGLITE_IMAGE_DIR): string | undefined {
  if (dir === undefined || dir === '') return undefined;
  return join(dir, `pglite-${installedVersion()}-empty-cluster.tar`);
}
