import type { ProposalParameter } from '../../wallet-actions/proposals/proposalTransaction';
import { parameterInfo } from './parameterCatalog';

/** One line of the new-proposal form: a parameter (by name) and the value typed for it. */
export interface DraftChange {
  key: string;
  value: string;
}

export type ProposalCheck = { ok: true; parameters: ProposalParameter[] } | { ok: false; error: string };

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** Checks a new proposal: known parameters, each once, whole non-negative values a node accepts. */
export function checkProposal(changes: readonly DraftChange[]): ProposalCheck {
  if (changes.length === 0) return { ok: false, error: 'Add at least one parameter to change.' };
  const parameters: ProposalParameter[] = [];
  for (const change of changes) {
    const info = parameterInfo(change.key);
    if (info === undefined) return { ok: false, error: `${change.key} cannot be changed by a proposal.` };
    if (parameters.some((p) => p.key === info.id))
      return { ok: false, error: `${info.label} is chosen twice.` };
    const text = change.value.trim().replaceAll(',', '');
    if (!/^[0-9]+$/.test(text) || BigInt(text) > MAX) {
      return { ok: false, error: `Enter a whole number (0 or more) for ${info.label}.` };
    }
    parameters.push({ key: info.id, value: BigInt(text) });
  }
  return { ok: true, parameters };
}
