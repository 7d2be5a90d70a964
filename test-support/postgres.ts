import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.ts';
import { freshDataDir } from './postgres-template.ts';
import { ensurePostgres } from './system-packages.ts';

export interface PostgresCluster {
  /** postgres://… URL of the `postgres` database as the superuser `poxscan`. */
  url: string;
  port: number;
  /** Creates a new empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

// initdb refuses to run as root, so a root test run hands the cluster to the unprivileged `nobody`.
export function asClusterUser(): string[] {
  return typeof process.getuid === 'function' && process.getuid() === 0
    ? ['runuser', '-u', 'nobody', '--']
    : [];
}

export function run(command: string[], env: NodeJS.ProcessEnv = process.env): string {
  const [file, ...args] = command;
  return execFileSync(file!, args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function waitForReady(
  binDir: string,
  port: number,
  socketDir: string,
  server: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  let lastError = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`postgres exited with code ${server.exitCode}: ${lastError}`);
    try {
      run([...asClusterUser(), join(binDir, 'pg_isready'), '-h', socketDir, '-p', String(port)]);
      return;
    } catch (error) {
      lastError = String(error);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`postgres did not become ready on port ${port}: ${lastError}`);
}

/** Runs `postgres` on a data directory with the test settings (no fsync); its stderr's tail is kept. */
export function spawnPostgres(
  binDir: string,
  dataDir: string,
  port: number,
  socketDir: string,
): { server: ChildProcess; stderr: () => string } {
  const user = asClusterUser();
  const server = spawn(
    user[0] ?? join(binDir, 'postgres'),
    [
      ...user.slice(1),
      ...(user.length > 0 ? [join(binDir, 'postgres')] : []),
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      socketDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return { server, stderr: () => stderr };
}

/**
 * Fast shutdown through `pg_ctl`, which signals the postmaster itself: as root the spawned process is
 * `runuser`, which passes no SIGINT on, so killing it would leave the server running.
 */
export async function stopPostgres(binDir: string, dataDir: string, server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    run([...asClusterUser(), join(binDir, 'pg_ctl'), 'stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '20']);
  } catch {
    server.kill('SIGKILL');
  }
  await exited;
}

/**
 * Starts a throwaway PostgreSQL cluster in a temp dir on a free loopback port. The cluster is tuned for
 * tests (no fsync), so it is fast but must never hold data that matters.
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const binDir = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'poxscan-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  freshDataDir(binDir, dataDir);
  const { server, stderr } = spawnPostgres(binDir, dataDir, port, dir);
  try {
    await waitForReady(binDir, port, dir, server);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${String(error)}\n${stderr()}`);
  }
  const base = `postgres://poxscan@127.0.0.1:${port}`;
  let stopped = false;
  return {
    url: `${base}/postgres`,
    port,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid database name: ${name}`);
      run([join(binDir, 'createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'poxscan', name]);
      return `${base}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopPostgres(binDir, dataDir, server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
