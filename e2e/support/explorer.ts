import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@poxscan/test-support/ports';
import { startCli, waitForHttp } from './cli.ts';

export interface ExplorerOptions {
  /** Extra `poxscan start` flags, e.g. ['--traffic', 'low', '--block-time-ms', '500']. */
  args?: string[];
  /** Extra environment, e.g. API_KEYS or rate limits. */
  env?: Record<string, string>;
  /** Data directory to reuse (a restart test); by default a fresh temp dir, removed on stop. */
  dataDir?: string;
  readyTimeoutMs?: number;
  /** Where it prints, detached so that it outlives this worker (the shared explorer); by default, here. */
  logFile?: string;
  /** V8 flags of its process; none by default, as users run it (see cli.ts's SHORT_LIVED). */
  nodeFlags?: string[];
}

/** Where an explorer answers: all a file needs of one that another worker may have started. */
export interface ExplorerAddress {
  baseUrl: string;
  devnetUrl: string;
  dataDir: string;
}

export interface RunningExplorer extends ExplorerAddress {
  process: ChildProcess;
  /** Everything the process printed, for assertions and failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** Runs the built `poxscan start` (devnet, indexer, API and web app) on free ports, as a visitor would meet it. */
export async function startExplorer(options: ExplorerOptions = {}): Promise<RunningExplorer> {
  const [port, devnetPort] = [await freePort(), await freePort()];
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'poxscan-e2e-'));
  const cli = startCli(
    ['start', ...(options.args ?? [])],
    {
      PORT: String(port),
      DEVNET_PORT: String(devnetPort),
      POXSCAN_DATA_DIR: dataDir,
      ...options.env,
    },
    options.logFile,
    options.nodeFlags,
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await cli.stop();
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${baseUrl}/config.json`, cli, options.readyTimeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    devnetUrl: `http://127.0.0.1:${devnetPort}`,
    dataDir,
    process: cli.process,
    output: cli.output,
    stop,
  };
}
