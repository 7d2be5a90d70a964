import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/**
 * Debian's two builds of Chromium: the browser a visitor runs, and the headless shell, the same Blink
 * without the windowing layers, which the tests use (a quarter less CPU per browser test).
 */
const CHROMIUM = {
  full: { path: '/usr/bin/chromium', package: 'chromium' },
  'headless-shell': { path: '/usr/bin/chromium-headless-shell', package: 'chromium-headless-shell' },
} as const;

export type ChromiumKind = keyof typeof CHROMIUM;

/** The bin directory of the newest PostgreSQL server installed from Debian's packages, if any. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(`${root}/${v}/bin/initdb`) && existsSync(`${root}/${v}/bin/pg_ctl`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : `${root}/${versions[0]}/bin`;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * Installs Debian packages that are missing. Tests call this instead of assuming the machine has them,
 * so a fresh machine needs nothing installed by hand.
 */
export function ensureDebianPackages(packages: { name: string; present: () => boolean }[]): void {
  const missing = packages.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  if (!isRoot()) {
    throw new Error(
      `Missing Debian packages: ${missing.join(' ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}

export function ensureChromium(kind: ChromiumKind): string {
  const { path, package: name } = CHROMIUM[kind];
  ensureDebianPackages([{ name, present: () => existsSync(path) }]);
  return path;
}

export function ensurePostgres(): string {
  ensureDebianPackages([{ name: 'postgresql', present: () => postgresBinDir() !== undefined }]);
  const dir = postgresBinDir();
  if (dir === undefined) throw new Error('PostgreSQL was installed but no server binaries were found');
  return dir;
}
