import { copyValue } from '@poxscan/db';
import type { ChainText, DecodedBlock, TxRow, TxStored } from '../decode/rows.js';
import { type Column, iso } from './bulk.js';
import {
  type Bytes,
  INTERNAL_COLUMNS,
  internalValues,
  LOG_COLUMNS,
  logValues,
  TRANSFER_COLUMNS,
  TX_COLUMNS,
  transferValues,
  txValues,
} from './chain-columns.js';

/** bytea in COPY's text format: the backslash doubled, which copyValue would do with four passes. */
const copyBytes: Bytes = (hex) => `\\\\x${hex}`;

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
