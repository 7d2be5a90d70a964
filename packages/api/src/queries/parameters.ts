import type { ReadDb } from '../db/api-db.js';
import type { NetworkParameter, Proposal } from '../schemas/governance.js';
import { amount } from './convert.js';

/** Approved changes kept per request: far more than a chain's governance ever makes. */
const MAX_CHANGES = 5_000;

/**
 * Every chain parameter with its proposal number, the approved proposals that changed it (oldest
 * first) and its initial value: the first value read, when no approved change came before that read.
 */
export async function networkParameters(db: ReadDb): Promise<NetworkParameter[]> {
  const [rows, changes] = await Promise.all([
    db
      .selectFrom('chain_parameters as p')
      .leftJoin('parameter_first_values as f', 'f.key', 'p.key')
      .select(['p.key', 'p.proposal_key', 'p.value', 'f.value as first_value', 'f.seen_at'])
      .orderBy('p.key')
      .execute(),
    db
      .selectFrom('parameter_changes')
      .select(['proposal_id', 'proposal_key', 'value', 'applied_at'])
      .orderBy('applied_at')
      .orderBy('proposal_id')
      .limit(MAX_CHANGES)
      .execute(),
  ]);
  const byKey = new Map<number, typeof changes>();
  for (const c of changes) byKey.set(c.proposal_key, [...(byKey.get(c.proposal_key) ?? []), c]);
  return rows.map((r) => {
    const own = r.proposal_key === null ? [] : (byKey.get(r.proposal_key) ?? []);
    const firstChange = own[0]?.applied_at.getTime();
    const firstReadBeforeChanges =
      r.seen_at !== null && (firstChange === undefined || r.seen_at.getTime() <= firstChange);
    return {
      key: r.key,
      proposalKey: r.proposal_key,
      value: amount(r.value),
      initialValue: firstReadBeforeChanges ? amount(r.first_value) : null,
      changes: own.map((c) => ({
        proposalId: c.proposal_id,
        value: amount(c.value),
        appliedAt: c.applied_at.getTime(),
      })),
    };
  });
}

/** Committee proposals, newest first, each change named by its parameter. */
export async function proposals(db: ReadDb): Promise<Proposal[]> {
  const [rows, names] = await Promise.all([
    db.selectFrom('proposals').selectAll().orderBy('id', 'desc').limit(500).execute(),
    db
      .selectFrom('chain_parameters')
      .select(['key', 'proposal_key'])
      .where('proposal_key', 'is not', null)
      .execute(),
  ]);
  const nameOf = new Map(names.map((n) => [n.proposal_key, n.key]));
  return rows.map((p) => ({
    id: p.id,
    proposer: p.proposer_address,
    parameters: (p.parameters ?? []).map(({ key, value }) => ({
      key: nameOf.get(key) ?? String(key),
      proposalKey: key,
      value: String(value),
    })),
    approvals: p.approvals ?? [],
    state: p.state,
    createdAt: p.created_at.getTime(),
    expiresAt: p.expires_at.getTime(),
  }));
}
