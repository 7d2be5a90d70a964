import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';

/**
 * The thread's code, kept as a string so the same code runs from the build and from the sources.
 * It hands each chunk of wire protocol to PGlite and answers with PGlite's raw reply.
 */
const THREAD = `
const { parentPort, threadId, workerData } = require('node:worker_threads');
const { existsSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const fail = (error) => parentPort.postMessage({ error: String((error && error.stack) || error) });

/** A new cluster from the image when there is one; else initdb, keeping its image when asked to. */
async function open(PGlite, extensions, dataDir, image) {
  const isNew = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
  if (!isNew || image === undefined) return PGlite.create({ dataDir, extensions });
  if (existsSync(image))
    return PGlite.create({ dataDir, extensions, loadDataDir: new Blob([readFileSync(image)]) });
  const db = await PGlite.create({ dataDir, extensions });
  // Written aside and renamed, so a reader never sees half an image; a failed save costs only time.
  const partial = image + '.' + process.pid + '.' + threadId;
  try {
    writeFileSync(partial, new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()));
    renameSync(partial, image);
  } catch {
    rmSync(partial, { force: true });
  }
  return db;
}

(async () => {
  const { PGlite } = await import(workerData.pglite);
  // The extensions the migrations create (pg_trgm: substring search of token names).
  const { pg_trgm } = await import(workerData.pgTrgm);
  const db = await open(PGlite, { pg_trgm }, workerData.dataDir, workerData.image);
  let queue = Promise.resolve();
  // The reply's chunks, copied as PGlite writes them: each is a view of its memory, soon overwritten.
  // (execProtocolRaw would also parse every message of every reply and keep them all, for good.)
  let chunks = [];
  const onRawData = (chunk) => chunks.push(chunk.slice());
  // The reply in a buffer of its own, so it can be moved to the other thread (Buffer.concat's may be
  // a slice of the pool that small buffers share).
  const reply = () => {
    if (chunks.length === 1) return chunks[0];
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return bytes;
  };
  parentPort.on('message', (message) => {
    queue = queue
      .then(async () => {
        if (message === 'close') {
          await db.close();
          parentPort.postMessage({ closed: true });
          return;
        }
        chunks = [];
        await db.execProtocolRawStream(message, { onRawData });
        const bytes = reply();
        parentPort.postMessage(bytes, [bytes.buffer]);
      })
      .catch(fail);
  });
  parentPort.postMessage({ ready: true });
})().catch(fail);
`;

type Reply = Uint8Array | { ready: true } | { closed: true } | { error: string };

/** Terminate ('X'): PGlite's one session outlives pg's clients, so it is never sent. */
const isTerminate = (chunk: Buffer) => chunk.length === 5 && chunk[0] === 0x58;

/**
 * PGlite on its own thread, spoken to over the PostgreSQL wire protocol: pg serializes and parses on
 * this thread, PGlite's engine (WebAssembly) runs beside it, so decoding and the API's own work
 * are not queued behind every statement.
 */
export class PgliteThread {
  readonly #worker: Worker;
  #socket: ThreadSocket | undefined;
  #inFlight = 0;
  #closed: (() => void) | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      if (reply instanceof Uint8Array) {
        this.#settle();
        this.#socket?.receive(reply);
      } else if ('closed' in reply) this.#closed?.();
      else if ('error' in reply) {
        this.#settle();
        this.#socket?.destroy(new Error(`PGlite: ${reply.error}`));
      }
    });
    worker.on('error', (error) => this.#socket?.destroy(error));
  }

  /**
   * Opens PGlite under `dataDir` (in memory when undefined) on a new thread. A new cluster is loaded
   * from the tarball `image` when it exists, and initdb's cluster is saved there when it does not.
   */
  static async start(dataDir: string | undefined, image?: string): Promise<PgliteThread> {
    const worker = new Worker(THREAD, {
      eval: true,
      workerData: {
        pglite: import.meta.resolve('@electric-sql/pglite'),
        pgTrgm: import.meta.resolve('@electric-sql/pglite/contrib/pg_trgm'),
        dataDir,
        image,
      },
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if (reply instanceof Uint8Array) return;
        worker.off('message', onMessage);
        if ('error' in reply) reject(new Error(`PGlite could not open: ${reply.error}`));
        else resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    worker.unref();
    return new PgliteThread(worker);
  }

  /** A connection for pg: the stream of its one client (a new client gets a new stream). */
  connect(): Duplex {
    this.#socket = new ThreadSocket((bytes) => this.#send(bytes));
    return this.#socket;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.#closed = resolve;
      this.#worker.ref();
      this.#worker.postMessage('close');
    });
    await this.#worker.terminate();
  }

  /** The thread keeps the process alive only while a statement is waiting for its reply. */
  #send(bytes: Uint8Array): void {
    if (this.#inFlight++ === 0) this.#worker.ref();
    this.#worker.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
  }

  #settle(): void {
    if (--this.#inFlight === 0) this.#worker.unref();
  }
}

/** The socket pg writes to: each tick's messages go to the thread as one chunk. */
class ThreadSocket extends Duplex {
  readonly #send: (bytes: Uint8Array) => void;
  #pending: Buffer[] = [];

  constructor(send: (bytes: Uint8Array) => void) {
    super();
    this.#send = send;
  }

  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  receive(reply: Uint8Array): void {
    this.push(Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength));
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (!isTerminate(chunk)) {
      if (this.#pending.length === 0) process.nextTick(() => this.#flush());
      this.#pending.push(chunk);
    }
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.push(null);
    done();
  }

  /** One fresh buffer, so it can be moved to the thread without copying (pg's may be pooled). */
  #flush(): void {
    const bytes = new Uint8Array(this.#pending.reduce((n, b) => n + b.length, 0));
    let at = 0;
    for (const chunk of this.#pending) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    this.#pending = [];
    this.#send(bytes);
  }
}
