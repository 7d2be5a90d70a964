import type { DecodedBlock, InternalTxRow, LogRow, TransferRow, TxRow } from '../decode/rows.js';
import { bulkInsert, type Column, col, iso, json, type Trx } from './bulk.js';

export interface Seqs {
  /** seq of the last transaction written so far */
  tx: number;
  /** seq of the last transfer written so far */
  transfer: number;
}

type Spec<R> = [name: string, type: Column['type'], value: (row: R) => unknown][];

interface InTx<T> {
  txSeq: number;
  tx: TxRow;
  time: string;
  item: T;
}

const BLOCKS: Spec<DecodedBlock['block'] & { iso: string }> = [
  ['num', 'bigint', (b) => b.num],
  ['hash', 'text', (b) => b.hash],
  ['parent_hash', 'text', (b) => b.parentHash],
  ['block_time', 'timestamptz', (b) => b.iso],
  ['witness_address', 'text', (b) => b.witness],
  ['tx_trie_root', 'text', (b) => b.txTrieRoot],
  ['version', 'integer', (b) => b.version],
  ['size', 'integer', (b) => b.size],
  ['tx_count', 'integer', (b) => b.txCount],
  ['transfer_count', 'integer', (b) => b.transferCount],
  ['internal_tx_count', 'integer', (b) => b.internalTxCount],
  ['event_count', 'integer', (b) => b.eventCount],
  ['energy_used', 'bigint', (b) => b.energyUsed],
  ['net_used', 'bigint', (b) => b.netUsed],
  ['fee', 'numeric', (b) => b.fee],
  ['reward', 'numeric', (b) => b.reward],
];

const TRANSACTIONS: Spec<InTx<null>> = [
  ['seq', 'bigint', (r) => r.txSeq],
  ['hash', 'text', (r) => r.tx.hash],
  ['block_num', 'bigint', (r) => r.tx.blockNum],
  ['idx', 'integer', (r) => r.tx.idx],
  ['block_time', 'timestamptz', (r) => r.time],
  ['contract_type', 'smallint', (r) => r.tx.contractType],
  ['owner_address', 'text', (r) => r.tx.owner],
  ['to_address', 'text', (r) => r.tx.to],
  ['contract_address', 'text', (r) => r.tx.contractAddress],
  ['amount', 'numeric', (r) => r.tx.amount],
  ['token_id', 'text', (r) => r.tx.tokenId],
  ['fee', 'numeric', (r) => r.tx.fee],
  ['energy_usage', 'bigint', (r) => r.tx.energyUsage],
  ['energy_fee', 'numeric', (r) => r.tx.energyFee],
  ['net_usage', 'bigint', (r) => r.tx.netUsage],
  ['net_fee', 'numeric', (r) => r.tx.netFee],
  ['fee_limit', 'bigint', (r) => r.tx.feeLimit],
  ['success', 'boolean', (r) => r.tx.success],
  ['result', 'text', (r) => r.tx.result],
  ['result_message', 'text', (r) => r.tx.resultMessage],
  ['revert_reason', 'text', (r) => r.tx.revertReason],
  ['method_id', 'text', (r) => r.tx.methodId],
  ['memo', 'text', (r) => r.tx.memo],
  ['signatures', 'jsonb', (r) => json(r.tx.signatures)],
  ['parameter', 'jsonb', (r) => json(r.tx.parameter)],
];

const EVENT_LOGS: Spec<InTx<LogRow>> = [
  ['tx_seq', 'bigint', (r) => r.txSeq],
  ['log_index', 'integer', (r) => r.item.logIndex],
  ['block_num', 'bigint', (r) => r.tx.blockNum],
  ['block_time', 'timestamptz', (r) => r.time],
  ['contract_address', 'text', (r) => r.item.contractAddress],
  ['topic0', 'text', (r) => r.item.topics[0] ?? null],
  ['topic1', 'text', (r) => r.item.topics[1] ?? null],
  ['topic2', 'text', (r) => r.item.topics[2] ?? null],
  ['topic3', 'text', (r) => r.item.topics[3] ?? null],
  ['data', 'text', (r) => r.item.data],
  ['event_name', 'text', (r) => r.item.eventName],
  ['event_signature', 'text', (r) => r.item.eventSignature],
  ['decoded', 'jsonb', (r) => (r.item.decoded === null ? null : json(r.item.decoded))],
];

const INTERNAL_TRANSACTIONS: Spec<InTx<InternalTxRow>> = [
  ['tx_seq', 'bigint', (r) => r.txSeq],
  ['idx', 'integer', (r) => r.item.idx],
  ['block_num', 'bigint', (r) => r.tx.blockNum],
  ['block_time', 'timestamptz', (r) => r.time],
  ['hash', 'text', (r) => r.item.hash],
  ['caller_address', 'text', (r) => r.item.caller],
  ['to_address', 'text', (r) => r.item.to],
  ['call_value', 'numeric', (r) => r.item.callValue],
  ['token_values', 'jsonb', (r) => (r.item.tokenValues === null ? null : json(r.item.tokenValues))],
  ['note', 'text', (r) => r.item.note],
  ['rejected', 'boolean', (r) => r.item.rejected],
];

const TRANSFERS: Spec<InTx<TransferRow> & { seq: number }> = [
  ['seq', 'bigint', (r) => r.seq],
  ['tx_seq', 'bigint', (r) => r.txSeq],
  ['tx_hash', 'text', (r) => r.tx.hash],
  ['block_num', 'bigint', (r) => r.tx.blockNum],
  ['block_time', 'timestamptz', (r) => r.time],
  ['standard', 'text', (r) => r.item.standard],
  ['token_id', 'text', (r) => r.item.tokenId],
  ['from_address', 'text', (r) => r.item.from],
  ['to_address', 'text', (r) => r.item.to],
  ['amount', 'numeric', (r) => r.item.amount],
  ['nft_id', 'numeric', (r) => r.item.nftId],
  ['source', 'text', (r) => r.item.source],
];

function insert<R>(trx: Trx, table: string, spec: Spec<R>, rows: R[]): Promise<void> {
  return bulkInsert(
    trx,
    table,
    spec.map(([name, type, value]) => col(name, type, rows.map(value))),
  );
}

/** Inserts the chain rows of consecutive blocks, numbering transactions and transfers on from `seqs`. */
export async function insertChainRows(trx: Trx, blocks: DecodedBlock[], seqs: Seqs): Promise<Seqs> {
  const txs: InTx<null>[] = [];
  const logs: InTx<LogRow>[] = [];
  const internals: InTx<InternalTxRow>[] = [];
  const transfers: (InTx<TransferRow> & { seq: number })[] = [];
  let txSeq = seqs.tx;
  let transferSeq = seqs.transfer;
  for (const { block, txs: decoded } of blocks) {
    const time = iso(block.time);
    for (const d of decoded) {
      const base = { txSeq: ++txSeq, tx: d.row, time };
      txs.push({ ...base, item: null });
      for (const item of d.logs) logs.push({ ...base, item });
      for (const item of d.internals) internals.push({ ...base, item });
      for (const item of d.transfers) transfers.push({ ...base, item, seq: ++transferSeq });
    }
  }
  const blockRows = blocks.map(({ block }) => ({ ...block, iso: iso(block.time) }));
  await insert(trx, 'blocks', BLOCKS, blockRows);
  await insert(trx, 'transactions', TRANSACTIONS, txs);
  await insert(trx, 'event_logs', EVENT_LOGS, logs);
  await insert(trx, 'internal_transactions', INTERNAL_TRANSACTIONS, internals);
  await insert(trx, 'transfers', TRANSFERS, transfers);
  return { tx: txSeq, transfer: transferSeq };
}
