import { blockJsonOf } from '../chain/block-json.js';
import type { StoredBlock } from '../chain/stored-block.js';
import { transactionJson } from '../tx/codec.js';
import type { ChainTx } from '../tx/types.js';
import { addressOut, toVisible } from './visible.js';

export function txJson(tx: ChainTx, contractRet: string | undefined, visible: boolean): object {
  const json = transactionJson(tx, contractRet);
  return visible ? { ...json, raw_data: toVisible(json.raw_data) } : json;
}

/** java-tron's Block JSON; `detail=false` leaves out the transactions (getblock). */
export function blockJson(block: StoredBlock, visible: boolean, detail = true): object {
  const json = blockJsonOf(block, detail);
  if (!visible) return json;
  const { raw_data } = json.block_header;
  return {
    ...json,
    block_header: {
      ...json.block_header,
      raw_data: { ...raw_data, witness_address: addressOut(block.witness, true) },
    },
    ...(json.transactions === undefined
      ? {}
      : { transactions: json.transactions.map((tx) => ({ ...tx, raw_data: toVisible(tx.raw_data) })) }),
  };
}
