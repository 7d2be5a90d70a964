import type { Db } from '@poxscan/db';
import { NodeClient } from '../node/client.js';
import { auditBlocks } from './chain.js';
import { auditConsistency } from './consistency.js';
import { auditDailySeries } from './daily-series.js';
import { auditNftOwners } from './nft.js';
import { type AuditDifference, Differences } from './report.js';
import { auditAccounts, auditTokens, auditWitnesses } from './state.js';
import { auditTokenHours } from './token-hours.js';

export interface AuditOptions {
  db: Db;
  fullnodeUrl: string;
  solidityUrl?: string;
  /** blocks, accounts and token holders sampled (default 50 each) */
  sample?: number;
}

export interface AuditReport {
  /** comparisons made */
  checked: number;
  differences: AuditDifference[];
}

/**
 * Compares the database with the node: sampled blocks with their transactions and transfers,
 * accounts (balance, kind, votes, stakes, PRC10), token balances and supplies, PRC721 owners, every SR; and the
 * indexer's counters, statistics, balances and collections' live token IDs with the rows they derive from, and a sample of days
 * of the daily series and the tokens' last 24 hours. Meant for a settled
 * database: whatever the node did after the last indexed block shows up as a difference.
 */
export async function auditDatabase(options: AuditOptions): Promise<AuditReport> {
  const { db } = options;
  const node = new NodeClient({ fullnodeUrl: options.fullnodeUrl, solidityUrl: options.solidityUrl });
  const sample = options.sample ?? 50;
  const diff = new Differences();
  await auditBlocks(db, node, sample, diff);
  await auditAccounts(db, node, sample, diff);
  await auditTokens(db, node, sample, diff);
  await auditNftOwners(db, node, sample, diff);
  await auditWitnesses(db, node, diff);
  await auditConsistency(db, diff);
  await auditDailySeries(db, diff);
  await auditTokenHours(db, diff);
  return { checked: diff.checked, differences: diff.list };
}

export type { AuditDifference };
