import type { NetworkParameters, Proposal } from '@poxscan/api/schemas';
import { type ParameterInfo, parameterInfo } from './parameterCatalog';

type ChainParameter = NetworkParameters['parameters'][number];

export interface ParameterRow {
  key: string;
  info: ParameterInfo | undefined;
  value: string;
  /** The value before any approved proposal changed it; undefined when the API cannot tell. */
  initial: string | undefined;
  /** Approved proposals that set this parameter, oldest first. */
  changedBy: number[];
}

/**
 * Every chain parameter with the proposals that changed it. A parameter no approved proposal touched
 * still has its initial value; for the others the API reports no history of earlier values.
 */
export function parameterRows(
  parameters: readonly ChainParameter[],
  proposals: readonly Proposal[],
): ParameterRow[] {
  const approved = proposals.filter((p) => p.state === 'APPROVED').sort((a, b) => a.id - b.id);
  return parameters.map(({ key, value }) => {
    const changedBy = approved.filter((p) => p.parameters.some((c) => c.key === key)).map((p) => p.id);
    return {
      key,
      info: parameterInfo(key),
      value,
      initial: changedBy.length === 0 ? value : undefined,
      changedBy,
    };
  });
}

/** The value of `key` a proposal asks for. */
export function proposedValue(proposal: Proposal, key: string): string | undefined {
  return proposal.parameters.find((c) => c.key === key)?.value;
}
