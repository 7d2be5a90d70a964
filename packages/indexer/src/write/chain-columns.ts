import { storedResult, storedTopicHex, storedUsage } from '@poxscan/db/stored';
import type {
  ChainText,
  DecodedBlock,
  InternalTxRow,
  LogRow,
  Seqs,
  TransferRow,
  TxRow,
  TxStored,
} from '../decode/rows.js';
import type { Column } from './bulk.js';
import { iso } from './times.js';

// The chain tables' columns below blocks, each list in the order its values are made: the seqs first,
// so the COPY text can be renumbered by its lines' first fields, and the array literals by their first
// columns.

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

export type ChainTable = Exclude<keyof ChainText, 'eventSignatures' | 'from'>;

/** The chain tables below blocks, in the order they are written, by their key in ChainText. */
export const CHAIN_TABLES: Record<ChainTable, { table: string; spec: [string, Column['type']][] }> = {
  transactions: { table: 'transactions', spec: TX_COLUMNS },
  eventLogs: { table: 'event_logs', spec: LOG_COLUMNS },
  internals: { table: 'internal_transactions', spec: INTERNAL_COLUMNS },
  transfers: { table: 'transfers', spec: TRANSFER_COLUMNS },
};
export const CHAIN_TABLE_KEYS = Object.keys(CHAIN_TABLES) as ChainTable[];

/** One of something per chain table, made from its columns. */
export const perTable = <T>(make: (spec: [string, Column['type']][], key: ChainTable) => T) =>
  Object.fromEntries(CHAIN_TABLE_KEYS.map((key) => [key, make(CHAIN_TABLES[key].spec, key)])) as Record<
    ChainTable,
    T
  >;

/**
 * Consecutive blocks with their chain rows made ahead (`make`: COPY text or array literals), numbered
 * on from `from` (the seqs before the first), and the seqs after the last. Drops what only the chain
 * rows read: the bookkeeping reads the rest.
 */
export function premade(
  blocks: DecodedBlock[],
  from: Seqs,
  make: (block: DecodedBlock, from: Seqs) => Pick<DecodedBlock, 'text' | 'arrays'>,
): { blocks: DecodedBlock[]; after: Seqs } {
  let seqs = from;
  const made = blocks.map((block) => {
    const rows = make(block, seqs);
    seqs = { tx: seqs.tx + block.txs.length, transfer: seqs.transfer + block.block.transferCount };
    return { block: block.block, txs: block.txs.map((tx) => ({ ...tx, stored: null })), ...rows };
  });
  return { blocks: made, after: seqs };
}

/** What a transaction stores, which the chain rows need: a block whose rows were made ahead has none. */
export function storedOf(tx: { row: TxRow; stored: TxStored | null }): TxStored {
  if (tx.stored === null)
    throw new Error(`transaction ${tx.row.hash}: its chain rows were made ahead, in another form`);
  return tx.stored;
}

/**
 * Gives each chain row of a block to `row` with its table, transactions and transfers numbered on from
 * `from`, and each decoded event's signature to `signatures` once per topic 0. Returns the last seqs.
 */
export function eachChainRow(
  { block, txs }: DecodedBlock,
  bytes: Bytes,
  from: { tx: number; transfer: number },
  row: (table: ChainTable, values: unknown[]) => void,
  signatures: Map<string, string>,
): { tx: number; transfer: number } {
  const time = iso(block.time);
  let txSeq = from.tx;
  let transferSeq = from.transfer;
  for (const tx of txs) {
    const seq = ++txSeq;
    const stored = storedOf(tx);
    row('transactions', txValues(bytes, seq, time, tx.row, stored.columns));
    for (const log of stored.logs) {
      row('eventLogs', logValues(bytes, seq, log));
      const t0 = log.topics[0];
      if (t0 !== undefined && log.eventSignature !== null) signatures.set(t0, log.eventSignature);
    }
    for (const it of stored.internals) row('internals', internalValues(seq, it));
    for (const m of tx.transfers) row('transfers', transferValues(++transferSeq, seq, m));
  }
  return { tx: txSeq, transfer: transferSeq };
}
