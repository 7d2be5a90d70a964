import { sql } from 'kysely';
import { base58 } from '../decode/addresses.js';
import { int } from '../decode/contract.js';
import type { NodeClient } from '../node/client.js';
import type { ProposalJson } from '../node/types.js';
import { col, json, type Trx, unnestRows } from '../write/bulk.js';
import { iso } from '../write/times.js';
import { PROPOSAL_KEYS } from './parameter-keys.js';

export const fetchProposals = (node: NodeClient): Promise<ProposalJson[]> => node.proposals();

export async function writeProposals(trx: Trx, proposals: ProposalJson[]): Promise<void> {
  if (proposals.length === 0) return;
  const v = (f: (p: ProposalJson) => unknown) => proposals.map(f);
  const params = (p: ProposalJson) =>
    (p.parameters ?? []).map((x) => ({ key: Number(x.key ?? 0), value: String(int(x.value)) }));
  await sql`INSERT INTO proposals (id, proposer_address, parameters, approvals, state, created_at, expires_at, refreshed_at)
    SELECT d.*, now() FROM ${unnestRows([
      col(
        'id',
        'bigint',
        v((p) => Number(p.proposal_id ?? 0)),
      ),
      col(
        'proposer_address',
        'text',
        v((p) => base58(p.proposer_address)),
      ),
      col(
        'parameters',
        'jsonb',
        v((p) => json(params(p))),
      ),
      col(
        'approvals',
        'jsonb',
        v((p) => json((p.approvals ?? []).map(base58))),
      ),
      col(
        'state',
        'text',
        v((p) => p.state ?? 'PENDING'),
      ),
      col(
        'created_at',
        'timestamptz',
        v((p) => iso(p.create_time ?? 0)),
      ),
      col(
        'expires_at',
        'timestamptz',
        v((p) => iso(p.expiration_time ?? 0)),
      ),
    ])}
    ON CONFLICT (id) DO UPDATE SET parameters = EXCLUDED.parameters, approvals = EXCLUDED.approvals, state = EXCLUDED.state,
      expires_at = EXCLUDED.expires_at, refreshed_at = EXCLUDED.refreshed_at`.execute(trx);
  const names = new Map(Object.entries(PROPOSAL_KEYS).map(([name, key]) => [key, name]));
  const changes = proposals
    .filter((p) => p.state === 'APPROVED')
    .flatMap((p) =>
      params(p).map((x) => ({ id: Number(p.proposal_id ?? 0), ...x, at: iso(p.expiration_time ?? 0) })),
    );
  if (changes.length === 0) return;
  await sql`INSERT INTO parameter_changes (proposal_id, proposal_key, key, value, applied_at) SELECT * FROM ${unnestRows(
    [
      col(
        'proposal_id',
        'bigint',
        changes.map((c) => c.id),
      ),
      col(
        'proposal_key',
        'integer',
        changes.map((c) => c.key),
      ),
      col(
        'key',
        'text',
        changes.map((c) => names.get(c.key) ?? null),
      ),
      col(
        'value',
        'numeric',
        changes.map((c) => c.value),
      ),
      col(
        'applied_at',
        'timestamptz',
        changes.map((c) => c.at),
      ),
    ],
  )} ON CONFLICT (proposal_id, proposal_key) DO NOTHING`.execute(trx);
}

export const fetchParameters = (node: NodeClient) => node.chainParameters();

/** Chain parameters, each linked to the latest approved proposal that set it; seeds the maintenance clock. */
export async function writeParameters(
  trx: Trx,
  parameters: { key: string; value?: number | string }[],
): Promise<void> {
  if (parameters.length === 0) return;
  await sql`INSERT INTO chain_parameters (key, proposal_key, value, proposal_id, changed_at, refreshed_at)
    SELECT d.key, d.proposal_key, d.value, c.proposal_id, c.applied_at, now() FROM ${unnestRows([
      col(
        'key',
        'text',
        parameters.map((p) => p.key),
      ),
      col(
        'proposal_key',
        'integer',
        parameters.map((p) => PROPOSAL_KEYS[p.key] ?? null),
      ),
      col(
        'value',
        'numeric',
        parameters.map((p) => (p.value === undefined ? '0' : String(p.value))),
      ),
    ])}
    LEFT JOIN LATERAL (SELECT proposal_id, applied_at FROM parameter_changes pc WHERE pc.proposal_key = d.proposal_key
      ORDER BY applied_at DESC, proposal_id DESC LIMIT 1) c ON true
    ON CONFLICT (key) DO UPDATE SET proposal_key = EXCLUDED.proposal_key, value = EXCLUDED.value,
      proposal_id = EXCLUDED.proposal_id, changed_at = EXCLUDED.changed_at, refreshed_at = EXCLUDED.refreshed_at`.execute(
    trx,
  );
  // The next maintenance is genesis time plus a whole number of intervals, past the indexed head.
  await sql`INSERT INTO chain_state (key, value, refreshed_at)
    SELECT 'next_maintenance_time', g.t + (floor((h.t - g.t) / i.v) + 1) * i.v, now()
    FROM (SELECT (extract(epoch FROM block_time) * 1000)::numeric AS t FROM blocks WHERE num = 0) g,
         (SELECT (extract(epoch FROM max(block_time)) * 1000)::numeric AS t FROM blocks) h,
         (SELECT value AS v FROM chain_parameters WHERE key = 'getMaintenanceTimeInterval' AND value > 0) i
    ON CONFLICT (key) DO NOTHING`.execute(trx);
}
