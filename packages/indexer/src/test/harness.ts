import { type Db, openDatabase } from '@poxscan/db';
import { type Devnet, startDevnet } from '@poxscan/devnet';
import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { sql } from 'kysely';
import { pino } from 'pino';
import { auditDatabase } from '../audit/audit.js';
import { type Indexer, startIndexer } from '../indexer.js';

export const quiet = pino({ level: 'silent' });

export type Engine = 'PGlite' | 'PostgreSQL';

let cluster: PostgresCluster | undefined;
let databases = 0;

/** A fresh empty database on the engine; PostgreSQL clusters are shared by the tests of a file. */
export async function freshDatabase(engine: Engine): Promise<Db> {
  if (engine === 'PGlite') return openDatabase();
  cluster ??= await startPostgres();
  return openDatabase({ url: await cluster.createDatabase(`indexer_${process.pid}_${++databases}`) });
}

export async function stopPostgres(): Promise<void> {
  await cluster?.stop();
  cluster = undefined;
}

/** A devnet that only moves when told to, with simulated users. */
export function quietDevnet(
  traffic: 'off' | 'low' | 'high' = 'high',
  extra: Partial<Parameters<typeof startDevnet>[0]> = {},
): Promise<Devnet> {
  return startDevnet({ port: 0, produceBlocks: false, traffic, testHooks: true, logger: quiet, ...extra });
}

export function indexerFor(
  db: Db,
  devnet: Devnet,
  extra: Partial<Parameters<typeof startIndexer>[0]> = {},
): Promise<Indexer> {
  return startIndexer({ db, fullnodeUrl: devnet.url, logger: quiet, batchSize: 20, pollMs: 50, ...extra });
}

/** The devnet's chain so far, indexed into a fresh database by an indexer left running. */
export async function indexedChain(
  devnet: Devnet,
  engine: Engine = 'PGlite',
): Promise<{ db: Db; indexer: Indexer }> {
  const db = await freshDatabase(engine);
  const indexer = await indexerFor(db, devnet);
  await indexer.settled();
  return { db, indexer };
}

/** Stops an indexer, then closes its database, then stops its devnet; any of them may not have started. */
export async function stopChain(indexer?: Indexer, db?: Db, devnet?: Devnet): Promise<void> {
  await indexer?.stop();
  await db?.close();
  await devnet?.stop();
}

/** Every difference the audit finds, as text (empty when the database matches the node). */
export async function auditText(db: Db, devnet: Devnet, sample = 30): Promise<string[]> {
  const report = await auditDatabase({ db, fullnodeUrl: devnet.url, sample });
  return report.differences.map((d) => `${d.kind} ${d.key} ${d.field}: ${d.database} != ${d.expected}`);
}

export async function rowCount(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
    db.kysely,
  );
  return rows[0]!.n;
}
