import { storedResult, storedTopicHex, storedUsage } from '@poxscan/db';
import type { InternalTxRow, LogRow, TransferRow, TxRow, TxStored } from '../decode/rows.js';
import type { Column } from './bulk.js';

// The chain tables' columns below blocks, each list in the order its values are made: the seqs first,
// so the COPY text can be renumbered by its lines' first fields.

export const TX_COLUMNS: [string, Column['type']][] = [
  ['seq', 'bigint'],
  ['hash', 'bytea'],
  ['block_num', 'integer'],
  ['block_time', 'timestamptz'],
  ['contract_type', 'smallint'],
  ['owner_address', 'text'],
  ['to_address', 'text'],
  ['amount', 'numeric'],
  ['token_id', 'text'],
  ['fee', 'numeric'],
  ['energy_usage', 'bigint'],
  ['energy_fee', 'numeric'],
  ['net_usage', 'bigint'],
  ['net_fee', 'numeric'],
  ['fee_limit', 'bigint'],
  ['success', 'boolean'],
  ['result', 'text'],
  ['result_message', 'text'],
  ['revert_reason', 'text'],
  ['method_id', 'text'],
  ['memo', 'text'],
  ['signatures', 'jsonb'],
  ['signature_bytes', 'bytea'],
  ['parameter', 'jsonb'],
  ['raw_data', 'bytea'],
  ['caller_energy_usage', 'bigint'],
  ['origin_energy_usage', 'bigint'],
];

/** A bytea value from its hex: '\x' and the hex, escaped for where it goes (a parameter or COPY text). */
export type Bytes = (hex: string) => string;

export const txValues = (
  bytes: Bytes,
  seq: number,
  time: string,
  r: TxRow,
  s: TxStored['columns'],
): unknown[] => [
  seq,
  bytes(r.hash),
  r.blockNum,
  time,
  r.contractType,
  r.owner,
  r.to,
  r.amount,
  r.tokenId,
  r.fee,
  storedUsage(r.energyUsage),
  r.energyFee,
  storedUsage(r.netUsage),
  r.netFee,
  r.feeLimit,
  r.success,
  storedResult(r.result),
  s.resultMessage,
  s.revertReason,
  s.methodId,
  s.memo,
  s.signaturesJson,
  s.signatureBytesHex === null ? null : bytes(s.signatureBytesHex),
  s.parameterJson,
  bytes(s.storedRawDataHex),
  storedUsage(r.callerEnergyUsage),
  storedUsage(r.originEnergyUsage),
];

export const LOG_COLUMNS: [string, Column['type']][] = [
  ['tx_seq', 'bigint'],
  ['log_index', 'integer'],
  ['contract_address', 'text'],
  ['topic0', 'bytea'],
  ['topic1', 'bytea'],
  ['topic2', 'bytea'],
  ['topic3', 'bytea'],
  ['data', 'bytea'],
  ['event_name', 'text'],
];

export function logValues(bytes: Bytes, txSeq: number, log: LogRow): unknown[] {
  const [t0, t1, t2, t3] = log.topics;
  const topic = (hex: string | undefined) => (hex === undefined ? null : bytes(storedTopicHex(hex)));
  return [
    txSeq,
    log.logIndex,
    log.contractAddress,
    t0 === undefined ? null : bytes(t0),
    topic(t1),
    topic(t2),
    topic(t3),
    bytes(log.data),
    log.eventName,
  ];
}

export const INTERNAL_COLUMNS: [string, Column['type']][] = [
  ['tx_seq', 'bigint'],
  ['idx', 'integer'],
  ['hash', 'text'],
  ['caller_address', 'text'],
  ['to_address', 'text'],
  ['call_value', 'numeric'],
  ['token_values', 'jsonb'],
  ['note', 'text'],
  ['rejected', 'boolean'],
];

export const internalValues = (txSeq: number, it: InternalTxRow): unknown[] => [
  txSeq,
  it.idx,
  it.hash,
  it.caller,
  it.to,
  it.callValue,
  it.tokenValues === null ? null : JSON.stringify(it.tokenValues),
  it.note,
  it.rejected,
];

export const TRANSFER_COLUMNS: [string, Column['type']][] = [
  ['seq', 'bigint'],
  ['tx_seq', 'bigint'],
  ['standard', 'text'],
  ['token_id', 'text'],
  ['from_address', 'text'],
  ['to_address', 'text'],
  ['amount', 'numeric'],
  ['nft_id', 'numeric'],
];

export const transferValues = (seq: number, txSeq: number, m: TransferRow): unknown[] => [
  seq,
  txSeq,
  m.standard,
  m.tokenId,
  m.from,
  m.to,
  m.amount,
  m.nftId,
];
