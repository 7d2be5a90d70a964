import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@poxscan/test-support/ports';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'cli', 'dist', 'bin.js');

export interface ExplorerOptions {
  /** Extra `poxscan start` flags, e.g. ['--traffic', 'low', '--block-time-ms', '500']. */
  args?: string[];
  /** Extra environment, e.g. API_KEYS or rate limits. */
  env?: Record<string, string>;
  /** Data directory to reuse (a restart test); by default a fresh temp dir, removed on stop. */
  dataDir?: string;
  readyTimeoutMs?: number;
}

export interface RunningExplorer {
  baseUrl: string;
  devnetUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the process printed, for assertions and failure messages. */
  output(): string;
  stop(): Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`poxscan start exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`poxscan start was not ready at ${url} within ${timeoutMs} ms:\n${output()}`);
}

/** Runs the built `poxscan start` (devnet, indexer, API and web app) on free ports, as a visitor would meet it. */
export async function startExplorer(options: ExplorerOptions = {}): Promise<RunningExplorer> {
  const [port, devnetPort] = [await freePort(), await freePort()];
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'poxscan-e2e-'));
  const child = spawn(process.execPath, [CLI, 'start', ...(options.args ?? [])], {
    env: {
      ...process.env,
      PORT: String(port),
      DEVNET_PORT: String(devnetPort),
      POXSCAN_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = () => log;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${baseUrl}/config.json`, child, options.readyTimeoutMs ?? 120_000, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, devnetUrl: `http://127.0.0.1:${devnetPort}`, dataDir, process: child, output, stop };
}
