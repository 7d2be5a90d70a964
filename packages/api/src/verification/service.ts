import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Db } from '@poxscan/db';
import type { Logger } from 'pino';
import { readOnChainCode } from './chain.js';
import { CompilePool, CompilerCrashError, CompileTimeoutError } from './compile-pool.js';
import { type Failure, VerificationFailure } from './outcome.js';
import type { VerificationRequest } from './solc-input.js';
import { completeJob, failJob, insertJob, type JobRow, markCompilingJob, readJob } from './store.js';
import { checkCompilerVersion, verifyAgainstChain } from './verify.js';

export interface VerificationServiceOptions {
  db: Db;
  /** The java-tron-compatible full node whose code is compared. */
  fullnodeUrl: string;
  logger: Logger;
  /** Compiles at once; default: CPU cores minus one, at least 1. */
  concurrency?: number;
  /** Accepted jobs that may wait for a compiler; beyond them a submission is refused. Default 16. */
  maxQueue?: number;
  /** Default 60 s. */
  compileTimeoutMs?: number;
  /** Default 10 s. */
  nodeTimeoutMs?: number;
}

/** Every compiler is busy and the queue is full; retry after `retryAfterSeconds`. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`the verification queue is full; retry in ${retryAfterSeconds} s`);
  }
}

/** Accepts verification jobs, runs them through a bounded queue and records every outcome. */
export class VerificationService {
  readonly #db: Db;
  readonly #log: Logger;
  readonly #pool: CompilePool;
  readonly #capacity: number;
  readonly #concurrency: number;
  readonly #nodeUrl: string;
  readonly #nodeTimeoutMs: number;
  /** A job still unfinished after this long was lost with the process that ran it. */
  readonly staleAfterMs: number;
  #inFlight = 0;
  /** Moving average of a job's run time, for Retry-After. */
  #averageMs = 5_000;

  constructor(opts: VerificationServiceOptions) {
    this.#db = opts.db;
    this.#log = opts.logger;
    this.#nodeUrl = opts.fullnodeUrl.replace(/\/+$/, '');
    this.#nodeTimeoutMs = opts.nodeTimeoutMs ?? 10_000;
    this.#concurrency = Math.max(1, opts.concurrency ?? availableParallelism() - 1);
    const timeoutMs = opts.compileTimeoutMs ?? 60_000;
    this.#capacity = this.#concurrency + (opts.maxQueue ?? 16);
    this.#pool = new CompilePool({ concurrency: this.#concurrency, timeoutMs });
    const rounds = Math.ceil(this.#capacity / this.#concurrency);
    this.staleAfterMs = rounds * (timeoutMs + 2 * this.#nodeTimeoutMs) + 60_000;
  }

  /** Queues a job and returns its id at once; throws QueueFullError when the queue is full. */
  async submit(req: VerificationRequest): Promise<string> {
    if (this.#inFlight >= this.#capacity) {
      const seconds = Math.ceil(((this.#inFlight / this.#concurrency) * this.#averageMs) / 1000);
      throw new QueueFullError(Math.min(300, Math.max(1, seconds)));
    }
    this.#inFlight++;
    const id = randomUUID();
    try {
      await insertJob(this.#db, id, req);
    } catch (error) {
      this.#inFlight--;
      throw error;
    }
    void this.#run(id, req).finally(() => this.#inFlight--);
    return id;
  }

  /** A job as stored; one left unfinished by a stopped process reads as failed (INTERRUPTED). */
  async job(id: string): Promise<JobRow | undefined> {
    const row = await readJob(this.#db, id);
    if (row === undefined || row.status === 'verified' || row.status === 'failed') return row;
    if (Date.now() - row.updatedAt.getTime() <= this.staleAfterMs) return row;
    const interrupted: Failure = {
      code: 'INTERRUPTED',
      message: 'the server stopped before this job finished; submit it again',
    };
    return { ...row, status: 'failed', result: { ...interrupted } };
  }

  close(): Promise<void> {
    return this.#pool.close();
  }

  async #run(id: string, req: VerificationRequest): Promise<void> {
    const started = Date.now();
    try {
      const code = await readOnChainCode(this.#nodeUrl, req.address, this.#nodeTimeoutMs);
      checkCompilerVersion(req, code);
      const markCompiling = () =>
        void markCompilingJob(this.#db, id).catch((err: unknown) =>
          this.#log.warn({ err, id }, 'could not record a job as compiling'),
        );
      const compile = (input: string) => this.#pool.compile(req.compiler.entry, input, markCompiling);
      const { verified, job } = await verifyAgainstChain(req, code, compile);
      await completeJob(this.#db, id, req, job, verified);
      this.#log.info({ id, address: req.address, match: verified.match }, 'contract verified');
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 'INTERNAL') this.#log.error({ err: error, id }, 'verification crashed');
      else this.#log.info({ id, address: req.address, code: failure.code }, 'verification failed');
      await failJob(this.#db, id, failure).catch((err: unknown) =>
        this.#log.error({ err, id }, 'could not record a failed verification'),
      );
    } finally {
      this.#averageMs = 0.8 * this.#averageMs + 0.2 * (Date.now() - started);
    }
  }
}

function failureOf(error: unknown): Failure {
  if (error instanceof VerificationFailure) return error.toJSON();
  if (error instanceof CompileTimeoutError) return { code: 'COMPILE_TIMEOUT', message: error.message };
  if (error instanceof CompilerCrashError) return { code: 'COMPILER_CRASHED', message: error.message };
  return { code: 'INTERNAL', message: 'verification stopped on an internal error' };
}
