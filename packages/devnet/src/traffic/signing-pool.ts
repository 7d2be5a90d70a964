import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SigningJob, SigningResult } from './signing-thread.js';

/** Two threads: with the main thread they keep both cores of a small machine busy in fast-forward. */
const THREADS = 2;

/** From the build the thread is plain JavaScript; from sources (tests, benchmarks) tsx loads it. */
function startThread(): Worker {
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(new URL(`data:text/javascript,${encodeURIComponent(tsxBootstrap())}`), {
        execArgv: ['--conditions=@poxscan/source'],
      })
    : new Worker(new URL('./signing-thread.js', import.meta.url), { execArgv: [] });
  worker.unref();
  return worker;
}

function tsxBootstrap(): string {
  const api = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const thread = new URL('./signing-thread.ts', import.meta.url).href;
  return `import { tsImport } from ${JSON.stringify(api)}; await tsImport(${JSON.stringify(thread)}, ${JSON.stringify(thread)});`;
}

class SigningThread {
  private readonly worker = startThread();
  private nextId = 0;
  private readonly waiting = new Map<number, (results: SigningResult[]) => void>();

  constructor() {
    this.worker.on('message', ({ id, results }: { id: number; results: SigningResult[] }) => {
      this.waiting.get(id)?.(results);
      this.waiting.delete(id);
    });
  }

  run(jobs: SigningJob[]): Promise<SigningResult[]> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, jobs });
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * The simulated users' signing and the node's signature prevalidation on worker threads
 * (java-tron also checks signatures on a thread pool ahead of execution), so that in
 * fast-forward the next block's transactions are prepared while the current one executes.
 */
export class SigningPool {
  private threads: SigningThread[] | undefined;

  async run(jobs: SigningJob[]): Promise<SigningResult[]> {
    if (jobs.length === 0) return [];
    this.threads ??= Array.from({ length: THREADS }, () => new SigningThread());
    const size = Math.ceil(jobs.length / this.threads.length);
    const parts = await Promise.all(
      this.threads.map((thread, i) =>
        i * size < jobs.length ? thread.run(jobs.slice(i * size, (i + 1) * size)) : [],
      ),
    );
    return parts.flat();
  }

  async terminate(): Promise<void> {
    await Promise.all((this.threads ?? []).map((t) => t.terminate()));
    this.threads = undefined;
  }
}
