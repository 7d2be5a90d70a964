import type { DecodedBlock } from '../decode/rows.js';
import type { BlockView, CreatedView, TransferView, TxView } from '../derive/aggregate.js';

/** The slices of decoded blocks that the bookkeeping reads. */
export function viewsOf(blocks: DecodedBlock[]): {
  blocks: BlockView[];
  txs: TxView[];
  transfers: TransferView[];
  created: CreatedView[];
} {
  const txs: TxView[] = [];
  const transfers: TransferView[] = [];
  const created: CreatedView[] = [];
  for (const { block, txs: decoded } of blocks) {
    for (const { row, transfers: moved, contractsCreated } of decoded) {
      txs.push({
        blockNum: block.num,
        time: block.time,
        contractType: row.contractType,
        owner: row.owner,
        to: row.to,
        success: row.success,
        amount: row.amount,
        fee: row.fee,
        energyUsage: row.energyUsage,
        resource: row.resource,
      });
      for (const c of contractsCreated)
        created.push({ blockNum: block.num, time: block.time, address: c.address });
      for (const t of moved) {
        transfers.push({
          blockNum: block.num,
          time: block.time,
          standard: t.standard,
          tokenId: t.tokenId,
          from: t.from,
          to: t.to,
          amount: t.amount,
        });
      }
    }
  }
  return { blocks: blocks.map(({ block }) => block), txs, transfers, created };
}
