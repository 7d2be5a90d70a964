import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DevnetOptions } from '@poxscan/devnet';
import type { Logger } from 'pino';

/** How long a stopping devnet may finish the call it is busy with. */
const STOP_GRACE_MS = 10_000;

export type ToDevnetThread = { stop: true };
export type FromDevnetThread =
  | { log: string }
  | { ready: { url: string; seed: number } }
  | { failed: string };

export interface DevnetThread {
  url: string;
  seed: number;
  stop(): Promise<void>;
}

/** From the build the thread is plain JavaScript; from sources (tests) tsx loads it. */
function threadEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./devnet-thread.js', import.meta.url);
  const api = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./devnet-thread.ts', import.meta.url).href;
  const code = `import { tsImport } from ${JSON.stringify(api)}; await tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/** A pino line of the thread, written again through the main logger (which adds time and context). */
function relay(logger: Logger, line: string): void {
  const { level, msg, ...fields } = JSON.parse(line) as { level: number; msg?: string };
  const name = logger.levels.labels[level] as 'info' | undefined;
  (logger[name ?? 'info'] as Logger['info']).call(logger, fields, msg);
}

/**
 * Runs the devnet on its own worker thread, so that a slow node call (a long contract call, a
 * large request) never holds the thread that serves the API and writes the indexer's batches.
 * Resolves once the node listens; rejects with the node's own error if it cannot start.
 */
export function startDevnetThread(
  options: Omit<DevnetOptions, 'logger'> & { logger: Logger },
): Promise<DevnetThread> {
  const { logger, ...threadOptions } = options;
  const worker = new Worker(threadEntry(), {
    workerData: { options: threadOptions, logLevel: logger.level },
    execArgv: import.meta.url.endsWith('.ts') ? ['--conditions=@poxscan/source'] : [],
  });
  let running = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  void exited.then(() => {
    if (running) logger.error('the devnet thread stopped unexpectedly: the node no longer answers');
  });
  return new Promise((resolve, reject) => {
    worker.on('error', (error) => {
      logger.error({ err: error }, 'the devnet thread failed');
      reject(error);
    });
    worker.on('message', (message: FromDevnetThread) => {
      if ('log' in message) relay(logger, message.log);
      else if ('failed' in message) reject(new Error(message.failed));
      else {
        const stop = async () => {
          running = false;
          worker.postMessage({ stop: true } satisfies ToDevnetThread);
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<'late'>((r) => {
            timer = setTimeout(() => r('late'), STOP_GRACE_MS);
          });
          if ((await Promise.race([exited, late])) === 'late') {
            // A call still running holds the thread; a block cut mid-write is dropped at the next start.
            logger.warn(`the devnet did not stop within ${STOP_GRACE_MS} ms; its thread is terminated`);
            await worker.terminate();
          }
          clearTimeout(timer);
        };
        running = true;
        resolve({ ...message.ready, stop });
      }
    });
    void exited.then(() => reject(new Error('the devnet thread exited before the devnet started')));
  });
}
