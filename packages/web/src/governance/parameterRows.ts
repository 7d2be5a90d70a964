import type { NetworkParameter } from '@poxscan/api/schemas';
import { type ParameterInfo, parameterInfo } from './parameterCatalog';

export interface ParameterRow {
  key: string;
  info: ParameterInfo | undefined;
  /** java-tron's proposal number; null when no proposal can set it. */
  proposalKey: number | null;
  value: string;
  /** The value before any approved proposal changed it; null when the API cannot tell. */
  initial: string | null;
  /** Approved proposals that set this parameter, oldest first. */
  changedBy: number[];
}

/** The parameters as the API reports them, with what each means. */
export function parameterRows(parameters: readonly NetworkParameter[]): ParameterRow[] {
  return parameters.map((p) => ({
    key: p.key,
    info: parameterInfo(p.key),
    proposalKey: p.proposalKey,
    value: p.value,
    initial: p.initialValue,
    changedBy: p.changes.map((c) => c.proposalId),
  }));
}

/** A parameter's name for people: its label when known, else the chain's name for it. */
export const parameterLabel = (key: string) => parameterInfo(key)?.label ?? key;
