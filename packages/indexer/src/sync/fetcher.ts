import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BlockPay } from '../decode/block.js';
import type { DecodedBlock, Seqs } from '../decode/rows.js';
import { NodeResponseError, NodeUnavailableError } from '../node/client.js';
import type { FetchReply, FetchThreadMessage, FetchThreadOptions } from './fetch-thread.js';

/** From the build the thread is plain JavaScript; from sources (tests, benchmarks) tsx loads it. */
function startThread(workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./fetch-thread.js', import.meta.url), { workerData, execArgv: [] });
  }
  const api = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const thread = new URL('./fetch-thread.ts', import.meta.url).href;
  const bootstrap = `import { tsImport } from ${JSON.stringify(api)}; await tsImport(${JSON.stringify(thread)}, ${JSON.stringify(thread)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    workerData,
    execArgv: ['--conditions=@poxscan/source'],
  });
}

/** Downloads and decodes blocks on a worker thread; errors keep their kind (node unavailable or not). */
export class Fetcher {
  readonly #options: FetchThreadOptions;
  readonly #waiting = new Map<number, { resolve: (b: DecodedBlock[]) => void; reject: (e: Error) => void }>();
  #worker: Worker;
  #next = 0;
  #closed = false;

  constructor(options: FetchThreadOptions) {
    this.#options = options;
    this.#worker = this.#start();
  }

  /** A thread that dies (it should not) is replaced; what it had in hand fails and is retried. */
  #start(): Worker {
    const worker = startThread(this.#options);
    worker.unref();
    worker.on('message', (reply: FetchReply) => {
      const waiting = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      if ('blocks' in reply) waiting?.resolve(reply.blocks);
      else {
        const { unavailable, message } = reply.error;
        waiting?.reject(unavailable ? new NodeUnavailableError(message) : new NodeResponseError(message));
      }
    });
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', () => {
      this.#failAll(new Error('the fetch thread stopped'));
      if (!this.#closed) this.#worker = this.#start();
    });
    return worker;
  }

  /**
   * Blocks from `from` on (up to `count`, fewer at the head), decoded, their chain rows made in the
   * thread's form, numbered on from `seqs`, or without them from where the range asked before ended.
   */
  fetch(from: number, count: number, pay: BlockPay, seqs?: Seqs): Promise<DecodedBlock[]> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ id, from, count, pay, seqs } satisfies FetchThreadMessage);
    });
  }

  /** Drops a contract's cached ABI (its settings or ABI changed). */
  forget(address: string): void {
    this.#worker.postMessage({ forget: address } satisfies FetchThreadMessage);
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#worker.terminate();
  }

  #failAll(error: Error): void {
    for (const { reject } of this.#waiting.values()) reject(error);
    this.#waiting.clear();
  }
}
