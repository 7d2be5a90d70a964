import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../../cli/src/bin.ts', import.meta.url));

/** Where a `poxscan indexer` process writes: a PostgreSQL URL, or an embedded data directory. */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string };

/**
 * `poxscan indexer` in its own process, as production runs it; it follows the indexed block from
 * the process's debug log, so a test can kill it at a chosen point of its work.
 */
export class IndexerProcess {
  readonly child: ChildProcess;
  indexedBlock = -1;
  private readonly exit: Promise<void>;

  constructor(fullnodeUrl: string, target: DatabaseTarget, batchSize = 3) {
    const env = {
      ...process.env,
      FULLNODE_URL: fullnodeUrl,
      LOG_LEVEL: 'debug',
      ...('databaseUrl' in target
        ? { DATABASE_URL: target.databaseUrl }
        : { POXSCAN_DATA_DIR: target.dataDir }),
    };
    this.child = spawn(
      process.execPath,
      ['--conditions=@poxscan/source', '--import', 'tsx', BIN, 'indexer', '--batch-size', String(batchSize)],
      { env, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; indexedBlock?: number | null };
      if (entry.msg === 'indexer checkpoint' && typeof entry.indexedBlock === 'number')
        this.indexedBlock = entry.indexedBlock;
    });
    this.exit = new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  /** Resolves once the process has committed `block` (or more). */
  async reached(block: number, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.indexedBlock < block) {
      if (this.child.exitCode !== null) throw new Error(`the indexer exited with ${this.child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`the indexer did not reach block ${block}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exit;
  }
}
