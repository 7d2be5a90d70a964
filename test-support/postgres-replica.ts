import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './ports.ts';
import {
  asClusterUser,
  type PostgresCluster,
  run,
  spawnPostgres,
  stopPostgres,
  waitForReady,
} from './postgres.ts';
import { ensurePostgres } from './system-packages.ts';

export interface PostgresReplica {
  /** postgres://… of `database` on the replica (read-only: a hot standby). */
  url(database: string): string;
  port: number;
  /** Runs one statement on `database` of the replica, on a connection of its own. */
  query<T>(database: string, text: string): Promise<T[]>;
  /** Stops the server (fast shutdown), keeping its data directory for `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port; it resumes streaming from the primary. */
  start(): Promise<void>;
  /** Stops it and removes its data directory. */
  remove(): Promise<void>;
}

/**
 * A streaming hot-standby replica of a throwaway cluster, copied with `pg_basebackup -R` as a
 * production replica would be (the primary's default pg_hba admits replication from loopback).
 */
export async function startReplica(primary: PostgresCluster): Promise<PostgresReplica> {
  const binDir = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'poxscan-pg-replica-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  try {
    run([
      ...asClusterUser(),
      join(binDir, 'pg_basebackup'),
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'poxscan',
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let server: ChildProcess | undefined;

  const start = async () => {
    const spawned = spawnPostgres(binDir, dataDir, port, dir);
    server = spawned.server;
    try {
      await waitForReady(binDir, port, dir, spawned.server);
    } catch (error) {
      spawned.server.kill('SIGKILL');
      throw new Error(`${String(error)}\n${spawned.stderr()}`);
    }
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (running !== undefined) await stopPostgres(binDir, dataDir, running);
  };
  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: (database) => `postgres://poxscan@127.0.0.1:${port}/${database}`,
    port,
    async query<T>(database: string, text: string) {
      const client = new pg.Client({ connectionString: `postgres://poxscan@127.0.0.1:${port}/${database}` });
      await client.connect();
      try {
        return (await client.query(text)).rows as T[];
      } finally {
        await client.end();
      }
    },
    stop,
    start,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
