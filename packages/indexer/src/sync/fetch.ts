import { base58 } from '../decode/addresses.js';
import { type BlockPay, decodeBlock } from '../decode/block.js';
import type { AbiCache } from '../decode/context.js';
import { revertText } from '../decode/context.js';
import type { DecodedBlock } from '../decode/rows.js';
import type { NodeClient } from '../node/client.js';
import type { BlockJson, TransactionInfoJson } from '../node/types.js';
import { mapLimit } from '../util/map-limit.js';

/** java-tron's getblockbylimitnext serves at most 100 blocks per call. */
const NODE_RANGE_LIMIT = 100;

export interface FetchContext {
  node: NodeClient;
  abis: AbiCache;
  /** the current block pay parameters */
  pay: () => Promise<BlockPay>;
}

async function blocksOf(node: NodeClient, from: number, count: number): Promise<BlockJson[]> {
  const blocks: BlockJson[] = [];
  for (let start = from; start < from + count; start += NODE_RANGE_LIMIT) {
    const end = Math.min(start + NODE_RANGE_LIMIT, from + count);
    const part = await node.blockRange(start, end);
    blocks.push(...part);
    if (part.length < end - start) break;
  }
  return blocks;
}

/** Blocks with their receipts, as the node sent them. */
export interface DownloadedBlocks {
  blocks: BlockJson[];
  infos: TransactionInfoJson[][];
}

/**
 * Blocks from `from` on (up to `count`, fewer at the head), with their receipts. The ABIs of the
 * contracts that logged are loaded too, so their events decode by name.
 */
export async function downloadBlocks(
  ctx: FetchContext,
  from: number,
  count: number,
): Promise<DownloadedBlocks> {
  const blocks = await blocksOf(ctx.node, from, count);
  const infos = await mapLimit(
    blocks,
    4,
    (b): Promise<TransactionInfoJson[]> =>
      (b.transactions?.length ?? 0) > 0
        ? ctx.node.transactionInfos(b.block_header.raw_data.number ?? 0)
        : Promise.resolve([]),
  );
  const loggers = infos.flatMap((list) => list.flatMap((i) => (i.log ?? []).map((l) => base58(l.address))));
  await ctx.abis.load(loggers);
  return { blocks, infos };
}

/** Downloaded blocks decoded, by the ABIs loaded when they were downloaded and the current pay. */
export async function decodeBlocks(
  ctx: FetchContext,
  { blocks, infos }: DownloadedBlocks,
): Promise<DecodedBlock[]> {
  const context = {
    decodeEvent: ctx.abis.decodeEvent,
    decodeRevert: revertText,
    pay: await ctx.pay(),
  };
  return blocks.map((b, i) => decodeBlock(b, infos[i]!, context));
}
