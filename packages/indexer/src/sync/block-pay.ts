import type { BlockPay } from '../decode/block.js';

/**
 * The block pay parameters among chain parameters (stored rows or the node's list), or undefined
 * when the producer's pay is not among them (parameters not read yet). A chain that lacks the standby
 * parameter issues none.
 */
export function blockPayOf(
  parameters: ReadonlyArray<{ key: string; value?: string | number | bigint | null }>,
): BlockPay | undefined {
  const value = (key: string) => parameters.find((p) => p.key === key)?.value ?? undefined;
  const witness = value('getWitnessPayPerBlock');
  if (witness === undefined || witness === null) return undefined;
  return { witness: BigInt(witness), standby: BigInt(value('getWitness127PayPerBlock') ?? 0) };
}
