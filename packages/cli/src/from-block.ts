import { parseStartBlock, type StartBlock } from '@poxscan/indexer';

/** `--from-block` (N, latest or solidified), else FROM_BLOCK from the environment, else none (genesis). */
export function fromBlockOption(
  option: string | undefined,
  env: StartBlock | undefined,
): StartBlock | undefined {
  if (option === undefined) return env;
  try {
    return parseStartBlock(option);
  } catch (error) {
    throw new Error(`--from-block: ${(error as Error).message}`);
  }
}
