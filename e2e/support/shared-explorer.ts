import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type RunningExplorer, startExplorer } from './explorer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each file's worker records the shared explorer it started, for the run's teardown. */
    sharedExplorerDir: string;
  }
}

/** What the teardown needs to stop a shared explorer the worker that started it may have outlived. */
export interface SharedExplorerRecord {
  pid: number;
  dataDir: string;
}

/** The flags of the shared explorer: simulated users at the pace of a busy chain. */
export const SHARED_EXPLORER_ARGS = ['--traffic', 'high'];

let running: Promise<RunningExplorer> | undefined;

/**
 * One `poxscan start --traffic high` for every test file of the worker: the files that only read a
 * busy chain (and write through its devnet wallet) do not each wait for a new chain to fill. Started
 * by the first file that asks, stopped by the run's teardown (shared-explorer.global.ts).
 */
export function sharedExplorer(): Promise<RunningExplorer> {
  running ??= startExplorer({ args: SHARED_EXPLORER_ARGS }).then((explorer) => {
    const record: SharedExplorerRecord = { pid: explorer.process.pid!, dataDir: explorer.dataDir };
    writeFileSync(join(inject('sharedExplorerDir'), `${record.pid}.json`), JSON.stringify(record));
    return explorer;
  });
  return running;
}
