import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type ExplorerAddress, startExplorer } from './explorer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the worker that starts the shared explorer records it, for the other workers and the teardown. */
    sharedExplorerDir: string;
  }
}

/** What the other workers need to visit the shared explorer, and the teardown to stop it. */
export interface SharedExplorerRecord extends ExplorerAddress {
  pid: number;
}

/** The flags of the shared explorer: simulated users at the pace of a busy chain. */
export const SHARED_EXPLORER_ARGS = ['--traffic', 'high'];

/**
 * Every worker's browser tabs and requests reach it from one address with the public key: a crowd of
 * visitors, not one, so the crowd's limits (the limits themselves are tested on an explorer of their own).
 */
const SHARED_EXPLORER_ENV = { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_KEY: '100000' };

/** How long a worker waits for another's explorer: its start (`startExplorer` allows 120 s) and a margin. */
const JOIN_TIMEOUT_MS = 180_000;

export const sharedExplorerRecordPath = (dir: string) => join(dir, 'explorer.json');
const claimPath = (dir: string) => join(dir, 'claimed');
const failurePath = (dir: string) => join(dir, 'failed.txt');

let running: Promise<ExplorerAddress> | undefined;

/**
 * One `poxscan start --traffic high` for every test file of the run, in whichever worker: the files
 * that only read a busy chain (and write through its devnet wallet) do not each wait for a new chain
 * to fill. The first file to ask starts it, detached so that it outlives its worker; the run's
 * teardown stops it (shared-explorer.global.ts).
 */
export function sharedExplorer(): Promise<ExplorerAddress> {
  running ??= joinOrStart(inject('sharedExplorerDir'));
  return running;
}

async function joinOrStart(dir: string): Promise<ExplorerAddress> {
  try {
    // mkdir is atomic: exactly one worker of the run gets to start the explorer.
    mkdirSync(claimPath(dir));
  } catch {
    return awaitRecord(dir);
  }
  try {
    const explorer = await startExplorer({
      args: SHARED_EXPLORER_ARGS,
      env: SHARED_EXPLORER_ENV,
      logFile: join(dir, 'explorer.log'),
    });
    const { baseUrl, devnetUrl, dataDir } = explorer;
    const record: SharedExplorerRecord = { baseUrl, devnetUrl, dataDir, pid: explorer.process.pid! };
    // Written whole, then renamed: a worker polling for it never reads half a record.
    writeFileSync(`${sharedExplorerRecordPath(dir)}.tmp`, JSON.stringify(record));
    renameSync(`${sharedExplorerRecordPath(dir)}.tmp`, sharedExplorerRecordPath(dir));
    return record;
  } catch (error) {
    writeFileSync(failurePath(dir), String(error));
    throw error;
  }
}

async function awaitRecord(dir: string): Promise<ExplorerAddress> {
  const deadline = Date.now() + JOIN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (existsSync(sharedExplorerRecordPath(dir)))
      return JSON.parse(readFileSync(sharedExplorerRecordPath(dir), 'utf8')) as SharedExplorerRecord;
    if (existsSync(failurePath(dir)))
      throw new Error(`the shared explorer failed to start:\n${readFileSync(failurePath(dir), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the shared explorer was not ready in time');
}
