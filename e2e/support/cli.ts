import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'cli', 'dist', 'bin.js');
/**
 * V8 flags for an explorer that lives for one test file. Compiling PGlite's WebAssembly with TurboFan
 * costs it more CPU than it gets back: 4–5 s of the 15 s it spends before it answers. Benchmarks and
 * long-lived explorers run as users do, without them.
 */
export const SHORT_LIVED = ['--liftoff-only'];

export interface CliProcess {
  process: ChildProcess;
  /** The tail of what it printed, for failure messages. */
  output(): string;
  /** SIGINT, then SIGKILL after 15 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Runs one built `poxscan` command to completion (e.g. `migrate`); rejects with its output on failure. */
export async function runCli(args: string[], env: Record<string, string>): Promise<void> {
  await promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
}

/**
 * Starts a long-running `poxscan` command (devnet, indexer, api) as its own process. With `logFile`,
 * it prints there and is detached: it outlives the worker that started it (a shared explorer).
 */
export function startCli(
  args: string[],
  env: Record<string, string>,
  logFile?: string,
  nodeFlags: string[] = [],
): CliProcess {
  const logFd = logFile === undefined ? undefined : openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeFlags, CLI, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
    detached: logFd !== undefined,
  });
  if (logFd !== undefined) {
    closeSync(logFd);
    child.unref();
  }
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return {
    process: child,
    output: () => (logFile === undefined ? log : readFileSync(logFile, 'utf8').slice(-20_000)),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 2xx; fails early, with its output, if the process exits. */
export async function waitForHttp(url: string, cli: CliProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (cli.process.exitCode !== null) {
      throw new Error(`process exited with ${cli.process.exitCode} before ${url} answered:\n${cli.output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${cli.output()}`);
}
