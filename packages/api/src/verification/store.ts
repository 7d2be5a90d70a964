import type { Db, VerificationJobStatus } from '@poxscan/db';
import type { Failure, Verified } from './outcome.js';
import type { CompileJob, VerificationRequest } from './solc-input.js';

export interface JobRow {
  id: string;
  address: string;
  contractName: string;
  compilerVersion: string;
  status: VerificationJobStatus;
  result: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
}

// Finished jobs are kept this long for their status page, then swept when new jobs arrive.
const JOB_RETENTION_DAYS = 7;

export async function isVerified(db: Db, address: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('contract_verifications')
    .select('address')
    .where('address', '=', address)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertJob(db: Db, id: string, req: VerificationRequest): Promise<void> {
  await db.kysely
    .deleteFrom('verification_jobs')
    .where('created_at', '<', new Date(Date.now() - JOB_RETENTION_DAYS * 86_400_000))
    .execute();
  await db.kysely
    .insertInto('verification_jobs')
    .values({
      id,
      address: req.address,
      contract_name: req.contractName,
      compiler_version: req.compiler.longVersion,
      status: 'queued',
    })
    .execute();
}

/** queued → compiling; a job already finished stays as it is. */
export async function markCompilingJob(db: Db, id: string): Promise<void> {
  await db.kysely
    .updateTable('verification_jobs')
    .set({ status: 'compiling', updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

export async function failJob(db: Db, id: string, failure: Failure): Promise<void> {
  await db.kysely
    .updateTable('verification_jobs')
    .set({ status: 'failed', result: JSON.stringify(failure), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Stores the verified contract and finishes its job, in one transaction. */
export async function completeJob(
  db: Db,
  id: string,
  req: VerificationRequest,
  job: CompileJob,
  verified: Verified,
): Promise<void> {
  const optimizer = job.settings.optimizer as { enabled?: boolean; runs?: number } | undefined;
  const evmVersion = job.settings.evmVersion;
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('contract_verifications')
      .values({
        address: req.address,
        contract_name: verified.contractName,
        contract_file: verified.contractFile,
        compiler_version: verified.compilerVersion,
        optimizer: optimizer?.enabled === true,
        optimizer_runs: optimizer?.enabled === true ? (optimizer.runs ?? 200) : null,
        evm_version: typeof evmVersion === 'string' ? evmVersion : null,
        license: req.license ?? null,
        sources: JSON.stringify(job.sources),
        abi: JSON.stringify(verified.abi),
        constructor_arguments: verified.constructorArguments,
        settings: JSON.stringify(job.settings),
        match: verified.match,
      })
      // A concurrent job for the same contract finished first: its row stands.
      .onConflict((oc) => oc.column('address').doNothing())
      .execute();
    await trx
      .updateTable('verification_jobs')
      .set({ status: 'verified', result: JSON.stringify(verified), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  });
}

export async function readJob(db: Db, id: string): Promise<JobRow | undefined> {
  const row = await db.kysely
    .selectFrom('verification_jobs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    id: row.id,
    address: row.address,
    contractName: row.contract_name,
    compilerVersion: row.compiler_version,
    status: row.status,
    result: row.result,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
