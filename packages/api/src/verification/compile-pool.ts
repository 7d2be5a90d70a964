import { Worker } from 'node:worker_threads';
import { WORKER_SOURCE } from './worker-source.js';

export interface CompilePoolOptions {
  /** Compiles that run at once, one worker thread each. */
  concurrency: number;
  /** A compile still running after this long is stopped (its worker is terminated). */
  timeoutMs: number;
  /** A worker is replaced after this many compiles: a compiler's heap only grows. */
  maxCompilesPerWorker?: number;
  /** An idle worker is stopped after this long, giving its memory back. */
  idleMs?: number;
}

export class CompileTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`compilation took longer than ${timeoutMs / 1000} s and was stopped`);
  }
}

export class CompilerCrashError extends Error {}

interface Task {
  entry: string;
  input: string;
  onStart?: () => void;
  resolve: (output: string) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  entry: string;
  compiles: number;
  task?: Task;
  timer?: NodeJS.Timeout;
}

type Reply = { output: string } | { error: string };

/** Runs solc (standard JSON in, standard JSON out) in worker threads, so the event loop never blocks. */
export class CompilePool {
  readonly #opts: Required<CompilePoolOptions>;
  readonly #queue: Task[] = [];
  readonly #slots = new Set<Slot>();
  #closed = false;

  constructor(opts: CompilePoolOptions) {
    this.#opts = { maxCompilesPerWorker: 25, idleMs: 60_000, ...opts };
  }

  /**
   * Compiles with the compiler whose package entry is `entry`; resolves to solc's output text.
   * `onStart` runs when a worker takes the job off the queue.
   */
  compile(entry: string, input: string, onStart?: () => void): Promise<string> {
    if (this.#closed) return Promise.reject(new CompilerCrashError('the compile pool is closed'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ entry, input, resolve, reject, ...(onStart ? { onStart } : {}) });
      this.#pump();
    });
  }

  /** Compiles running plus waiting. */
  get pending(): number {
    return this.#queue.length + [...this.#slots].filter((s) => s.task !== undefined).length;
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const task of this.#queue.splice(0)) task.reject(new CompilerCrashError('the server is stopping'));
    await Promise.all([...this.#slots].map((slot) => this.#retire(slot, 'the server is stopping')));
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      const task = this.#queue[0]!;
      const free = [...this.#slots].filter((s) => s.task === undefined);
      let slot = free.find((s) => s.entry === task.entry);
      if (slot === undefined && this.#slots.size >= this.#opts.concurrency) {
        // Every slot is taken: wait, unless an idle worker holds another compiler and can make room.
        if (free[0] === undefined) return;
        void this.#retire(free[0], 'replaced');
      }
      slot ??= this.#spawn(task.entry);
      this.#queue.shift();
      this.#run(slot, task);
    }
  }

  #spawn(entry: string): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entry } });
    worker.unref();
    const slot: Slot = { worker, entry, compiles: 0 };
    worker.on('message', (reply: Reply) => this.#settle(slot, reply));
    worker.on('error', (error) =>
      this.#fail(slot, new CompilerCrashError(`compiler crashed: ${error.message}`)),
    );
    worker.on('exit', (code) =>
      this.#fail(slot, new CompilerCrashError(`compiler exited with code ${code}`)),
    );
    this.#slots.add(slot);
    return slot;
  }

  #run(slot: Slot, task: Task): void {
    clearTimeout(slot.timer);
    slot.task = task;
    slot.compiles++;
    slot.timer = setTimeout(
      () => this.#fail(slot, new CompileTimeoutError(this.#opts.timeoutMs)),
      this.#opts.timeoutMs,
    );
    slot.timer.unref();
    task.onStart?.();
    slot.worker.postMessage({ input: task.input });
  }

  #settle(slot: Slot, reply: Reply): void {
    const task = slot.task;
    if (task === undefined) return;
    clearTimeout(slot.timer);
    slot.task = undefined;
    if ('output' in reply) task.resolve(reply.output);
    else task.reject(new CompilerCrashError(`compiler failed: ${reply.error}`));
    if (slot.compiles >= this.#opts.maxCompilesPerWorker) void this.#retire(slot, 'recycled');
    else {
      slot.timer = setTimeout(() => void this.#retire(slot, 'idle'), this.#opts.idleMs);
      slot.timer.unref();
    }
    this.#pump();
  }

  /** The worker is gone or stuck: its task fails, the worker is terminated, the queue moves on. */
  #fail(slot: Slot, error: Error): void {
    if (!this.#slots.has(slot)) return;
    const task = slot.task;
    slot.task = undefined;
    void this.#retire(slot, error.message);
    task?.reject(error);
    this.#pump();
  }

  async #retire(slot: Slot, reason: string): Promise<void> {
    if (!this.#slots.delete(slot)) return;
    clearTimeout(slot.timer);
    slot.task?.reject(new CompilerCrashError(reason));
    slot.task = undefined;
    await slot.worker.terminate();
  }
}
