import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type SharedExplorerRecord, sharedExplorerRecordPath } from './shared-explorer.js';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the shared explorer as `CliProcess.stop` does: SIGINT, then SIGKILL after 15 s. */
async function stop({ pid, dataDir }: SharedExplorerRecord): Promise<void> {
  if (alive(pid)) process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}

/** Gives the shared explorer a place to be recorded, and stops it at the end of the run. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'poxscan-shared-explorer-'));
  project.provide('sharedExplorerDir', dir);
  return async () => {
    const record = sharedExplorerRecordPath(dir);
    if (existsSync(record)) await stop(JSON.parse(readFileSync(record, 'utf8')) as SharedExplorerRecord);
    rmSync(dir, { recursive: true, force: true });
  };
}
