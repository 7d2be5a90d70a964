import type { NetworkParameter } from '@poxscan/api/schemas';
import { parameterLabel } from '../../governance/parameterRows';
import type { ProposalParameter } from '../../wallet-actions/actions/proposals';

/** One line of the new-proposal form: a parameter (by name) and the value typed for it. */
export interface DraftChange {
  key: string;
  value: string;
}

export type ProposalCheck = { ok: true; parameters: ProposalParameter[] } | { ok: false; error: string };

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Checks a new proposal against the chain's parameters: ones a proposal can set, each once, whole
 * non-negative values a node accepts; names become the proposal numbers the API reports.
 */
export function checkProposal(
  changes: readonly DraftChange[],
  parameters: readonly NetworkParameter[],
): ProposalCheck {
  if (changes.length === 0) return { ok: false, error: 'Add at least one parameter to change.' };
  const proposalKeys = new Map(parameters.map((p) => [p.key, p.proposalKey]));
  const checked: ProposalParameter[] = [];
  for (const change of changes) {
    const label = parameterLabel(change.key);
    const key = proposalKeys.get(change.key);
    if (key === undefined || key === null)
      return { ok: false, error: `${label} cannot be changed by a proposal.` };
    if (checked.some((p) => p.key === key)) return { ok: false, error: `${label} is chosen twice.` };
    const text = change.value.trim().replaceAll(',', '');
    if (!/^[0-9]+$/.test(text) || BigInt(text) > MAX) {
      return { ok: false, error: `Enter a whole number (0 or more) for ${label}.` };
    }
    checked.push({ key, value: BigInt(text) });
  }
  return { ok: true, parameters: checked };
}
