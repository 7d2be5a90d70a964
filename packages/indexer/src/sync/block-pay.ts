import type { BlockPay } from '../decode/block.js';

/** How many of the most voted SRs share each block's standby pay (java-tron's WITNESS_STANDBY_LENGTH). */
export const STANDBY_SRS = 127;

/** The block pay parameters, sun: the producer's pay and the pay the most voted SRs share. */
export interface PayParameters {
  witness: bigint;
  standby: bigint;
}

/**
 * The block pay parameters among chain parameters (stored rows or the node's list), or undefined
 * when the producer's pay is not among them (parameters not read yet). A chain that lacks the standby
 * parameter issues none.
 */
export function payParametersOf(
  parameters: ReadonlyArray<{ key: string; value?: string | number | bigint | null }>,
): PayParameters | undefined {
  const value = (key: string) => parameters.find((p) => p.key === key)?.value ?? undefined;
  const witness = value('getWitnessPayPerBlock');
  if (witness === undefined || witness === null) return undefined;
  return { witness: BigInt(witness), standby: BigInt(value('getWitness127PayPerBlock') ?? 0) };
}

/**
 * What a block's standby pay credits, as java-tron's payStandbyWitness computes it: each of the 127
 * most voted SRs gets `(long) (votes * ((double) pay / voteSum))`. The shares are truncated in
 * floating point, so up to a sun per SR of the pay is never credited to anyone.
 */
export function standbyIssued(pay: bigint, votes: ReadonlyArray<bigint>): bigint {
  const standby = [...votes].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)).slice(0, STANDBY_SRS);
  const sum = standby.reduce((a, b) => a + b, 0n);
  if (sum <= 0n) return 0n;
  const perVote = Number(pay) / Number(sum);
  return standby.reduce((total, v) => total + BigInt(Math.trunc(Number(v) * perVote)), 0n);
}

/** A block's pay by the parameters and the SRs' tallies counted at the last maintenance. */
export function blockPayOf(parameters: PayParameters, votes: ReadonlyArray<bigint>): BlockPay {
  return { witness: parameters.witness, standby: standbyIssued(parameters.standby, votes) };
}
