import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { testAddress } from '../src/test/addresses.js';
import type { Dataset, Scale } from './generate.js';
import { pendingIndexes } from './indexes.js';

type Executor = Db['kysely'];
interface Step {
  step: string;
  detail: string;
}

/**
 * Generation runs as steps, each committed in one transaction with its row in `bench_progress`, so
 * an interrupted run leaves whole steps behind and the next run resumes after the last one.
 */
export async function startProgress(
  db: Db,
  scale: Scale,
  start: number,
  log: (msg: string) => void,
): Promise<number> {
  const k = db.kysely;
  await sql`CREATE TABLE IF NOT EXISTS bench_progress (step text PRIMARY KEY, detail text NOT NULL, ms bigint NOT NULL)`.execute(
    k,
  );
  await sql`INSERT INTO bench_progress VALUES ('scale', ${JSON.stringify(scale)}, 0), ('start', ${String(start)}, 0)
    ON CONFLICT DO NOTHING`.execute(k);
  const { rows } = await sql<Step>`SELECT step, detail FROM bench_progress`.execute(k);
  sameScale(rows, scale);
  const done = rows.filter((r) => r.step !== 'scale' && r.step !== 'start').map((r) => r.step);
  if (done.length > 0) log(`resuming an interrupted generation after: ${done.join(', ')}`);
  // The first run's clock: blocks already written end at its "now".
  return Number(rows.find((r) => r.step === 'start')!.detail);
}

/** Runs `fn` and records the step in one transaction, unless an earlier run recorded it. */
export async function step(
  db: Db,
  name: string,
  log: (msg: string) => void,
  fn: (k: Executor) => Promise<string | undefined>,
): Promise<void> {
  const { rows } = await sql`SELECT 1 FROM bench_progress WHERE step = ${name}`.execute(db.kysely);
  if (rows.length > 0) return;
  const t = Date.now();
  await db.kysely.transaction().execute(async (trx) => {
    const detail = (await fn(trx)) ?? '';
    const ms = Date.now() - t;
    await sql`INSERT INTO bench_progress VALUES (${name}, ${detail}, ${ms})`.execute(trx);
    log(`${name}${detail ? ` (${detail})` : ''}: ${(ms / 1000).toFixed(1)} s`);
  });
}

/**
 * The dataset a finished generation wrote into this database earlier; undefined when there is none
 * or when one is to be resumed. Blocks without a record of their generation (an older generator, or
 * rows of another origin) are refused rather than measured as if complete.
 */
export async function existingDataset(db: Db, scale: Scale): Promise<Dataset | undefined> {
  const k = db.kysely;
  const { rows } = await sql<{ n: number | null; progress: boolean }>`
    SELECT (SELECT max(num) FROM blocks) AS n, to_regclass('bench_progress') IS NOT NULL AS progress`.execute(
    k,
  );
  const { n, progress } = rows[0]!;
  if (!progress) {
    if (n === null) return undefined;
    throw new Error(
      'this database holds blocks but no record of a finished generation: drop it and generate again',
    );
  }
  const steps = await sql<Step>`SELECT step, detail FROM bench_progress`.execute(k);
  sameScale(steps.rows, scale);
  if (!steps.rows.some((r) => r.step === 'complete') || (await pendingIndexes(k)) > 0) return undefined;
  return {
    busiest: testAddress('bench-0'),
    bigToken: testAddress('bench-token-0'),
    latestBlock: Number(n),
    txAddress: testAddress('bench-1'),
  };
}

function sameScale(steps: Step[], scale: Scale): void {
  const recorded = steps.find((r) => r.step === 'scale')?.detail;
  if (recorded !== undefined && recorded !== JSON.stringify(scale))
    throw new Error(
      `this database holds a dataset of ${recorded}, not ${JSON.stringify(scale)}: drop it or use its scale`,
    );
}
