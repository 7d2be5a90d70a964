import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A wallet signature over a digest, then the node's recovery of its signer from the signature alone. */
/** Two threads: with the main thread they keep both cores of a small machine busy in fast-forward. */
const CRYPTO_THREADS = 2;

export interface SignJob {
  privateKey: Uint8Array;
  digest: Uint8Array;
}

export interface SignResult {
  signature: Uint8Array;
  /** Uncompressed public key recovered from `signature` and the digest (null if recovery failed). */
  recovered: Uint8Array | null;
}

/**
 * Runs secp256k1 on the second core while the main thread executes the previous block: the
 * simulated users' signatures, and the node's recovery of each signer (java-tron also checks
 * signatures on a thread pool ahead of execution). The worker is plain CommonJS evaluated
 * from a string, so it runs the same from sources and from the build.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const ecc = require(${JSON.stringify(createRequire(import.meta.url).resolve('tiny-secp256k1'))});
parentPort.on('message', ({ id, jobs }) => {
  const results = jobs.map(({ privateKey, digest }) => {
    const { signature, recoveryId } = ecc.signRecoverable(digest, privateKey);
    const out = new Uint8Array(65);
    out.set(signature, 0);
    out[64] = recoveryId;
    let recovered = null;
    try {
      recovered = ecc.recover(digest, out.subarray(0, 64), out[64], false);
    } catch {}
    return { signature: out, recovered };
  });
  parentPort.postMessage({ id, results });
});
`;

class CryptoThread {
  private readonly worker: Worker;
  private nextId = 0;
  private readonly waiting = new Map<number, (results: SignResult[]) => void>();

  constructor() {
    // No inherited flags: the worker is CommonJS whatever the parent was started with.
    this.worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
    this.worker.unref();
    this.worker.on('message', ({ id, results }: { id: number; results: SignResult[] }) => {
      this.waiting.get(id)?.(results);
      this.waiting.delete(id);
    });
  }

  run(jobs: SignJob[]): Promise<SignResult[]> {
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

/** A small pool of crypto threads; a batch is split evenly across them. */
export class CryptoWorker {
  private readonly threads: CryptoThread[];

  constructor(threads = CRYPTO_THREADS) {
    this.threads = Array.from({ length: threads }, () => new CryptoThread());
  }

  async run(jobs: SignJob[]): Promise<SignResult[]> {
    if (jobs.length === 0) return [];
    const size = Math.ceil(jobs.length / this.threads.length);
    const parts = await Promise.all(
      this.threads.map((thread, i) =>
        i * size < jobs.length ? thread.run(jobs.slice(i * size, (i + 1) * size)) : [],
      ),
    );
    return parts.flat();
  }

  async terminate(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.terminate()));
  }
}
