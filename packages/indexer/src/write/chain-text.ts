import { copyValue, storedResult, storedTopicHex, storedUsage } from '@poxscan/db';
import type {
  ChainText,
  DecodedBlock,
  InternalTxRow,
  LogRow,
  TransferRow,
  TxRow,
  TxStored,
} from '../decode/rows.js';
import { type Column, iso } from './bulk.js';

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

/** bytea in COPY's text format: the backslash doubled, which copyValue would do with four passes. */
const copyBytes: Bytes = (hex) => `\\\\x${hex}`;

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

/**
 * One row in COPY's text format; bytea values come escaped (copyBytes). Joined, not concatenated: a
 * block's text built with += is a tree of thousands of small strings, which the collector copies
 * while the batch waits to be sent.
 */
function copyLine(spec: [string, Column['type']][], values: unknown[]): string {
  const fields = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    fields[i] = value !== null && spec[i]![1] === 'bytea' ? (value as string) : copyValue(value);
  }
  return fields.join('\t');
}

/** Lines as one text, each line ending in a newline. */
function lines(rows: string[]): string {
  if (rows.length === 0) return '';
  rows.push('');
  return rows.join('\n');
}

/** What a transaction stores, which the chain rows need: a block made into text no longer has it. */
export function storedOf(tx: { row: TxRow; stored: TxStored | null }): TxStored {
  if (tx.stored === null)
    throw new Error(`transaction ${tx.row.hash}: its chain rows were made as COPY text`);
  return tx.stored;
}

/**
 * A block's chain rows as COPY text, its seqs counted from 1 within the block. Made on the fetch
 * thread, so the writer's thread gets one string a table instead of thousands of objects.
 */
export function chainText({ block, txs }: DecodedBlock): ChainText {
  const time = iso(block.time);
  const transactions: string[] = [];
  const eventLogs: string[] = [];
  const internals: string[] = [];
  const transfers: string[] = [];
  const signatures = new Map<string, string>();
  let transferSeq = 0;
  for (const [i, tx] of txs.entries()) {
    const seq = i + 1;
    const stored = storedOf(tx);
    transactions.push(copyLine(TX_COLUMNS, txValues(copyBytes, seq, time, tx.row, stored.columns)));
    for (const log of stored.logs) {
      eventLogs.push(copyLine(LOG_COLUMNS, logValues(copyBytes, seq, log)));
      const t0 = log.topics[0];
      if (t0 !== undefined && log.eventSignature !== null) signatures.set(t0, log.eventSignature);
    }
    for (const it of stored.internals) internals.push(copyLine(INTERNAL_COLUMNS, internalValues(seq, it)));
    for (const m of tx.transfers)
      transfers.push(copyLine(TRANSFER_COLUMNS, transferValues(++transferSeq, seq, m)));
  }
  return {
    transactions: lines(transactions),
    eventLogs: lines(eventLogs),
    internals: lines(internals),
    transfers: lines(transfers),
    eventSignatures: [...signatures],
  };
}

const FIRST_SEQ = /^(\d+)\t/gm;
const TWO_SEQS = /^(\d+)\t(\d+)\t/gm;

/** Text from chainText with its lines' leading seq (and, with `second`, the next one) moved on by a base. */
export function renumber(text: string, first: number, second?: number): string {
  if (second === undefined)
    return first === 0 ? text : text.replace(FIRST_SEQ, (_m, a: string) => `${Number(a) + first}\t`);
  return text.replace(
    TWO_SEQS,
    (_m, a: string, b: string) => `${Number(a) + first}\t${Number(b) + second}\t`,
  );
}

/** Drops what only the chain rows read, once they are text: the bookkeeping reads the rest. */
export const asText = (block: DecodedBlock): DecodedBlock => ({
  block: block.block,
  txs: block.txs.map((tx) => ({ ...tx, stored: null })),
  text: chainText(block),
});
