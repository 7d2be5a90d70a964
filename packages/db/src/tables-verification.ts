import type { Json } from './tables-chain.js';
import type { Defaulted } from './tables-state.js';

export type VerificationJobStatus = 'queued' | 'compiling' | 'verified' | 'failed';

/** A run of the API's verification tool (`0005_verification.sql`). */
export interface VerificationJobsTable {
  id: string;
  address: string;
  contract_name: string;
  compiler_version: string;
  status: VerificationJobStatus;
  /** verified: the match; failed: `{ code, message, … }` */
  result: Json<Record<string, unknown>> | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
}
