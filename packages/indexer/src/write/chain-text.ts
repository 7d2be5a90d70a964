import { copyValue } from '@poxscan/db/stored';
import type { ChainText, DecodedBlock, Seqs } from '../decode/rows.js';
import type { Column } from './bulk.js';
import { type Bytes, CHAIN_TABLES, eachChainRow, perTable, premade } from './chain-columns.js';

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

const utf8 = new TextEncoder();

/** Lines as the UTF-8 bytes of one text, each line ending in a newline, in a buffer of their own. */
function lines(rows: string[]): Uint8Array {
  if (rows.length === 0) return new Uint8Array(0);
  rows.push('');
  return utf8.encode(rows.join('\n'));
}

/**
 * A block's chain rows as COPY text, its seqs counted on from `from`. Made on the fetch thread, so the
 * writer's thread gets one buffer a table instead of thousands of objects, and neither copies nor
 * encodes it.
 */
export function chainText(decoded: DecodedBlock, from: Seqs = { tx: 0, transfer: 0 }): ChainText {
  const rows = perTable((): string[] => []);
  const signatures = new Map<string, string>();
  eachChainRow(
    decoded,
    copyBytes,
    from,
    (table, values) => rows[table].push(copyLine(CHAIN_TABLES[table].spec, values)),
    signatures,
  );
  return { from, ...perTable((_, key) => lines(rows[key])), eventSignatures: [...signatures] };
}

const FIRST_SEQ = /^(\d+)\t/gm;
const TWO_SEQS = /^(\d+)\t(\d+)\t/gm;

/**
 * Lines from chainText with their leading seq (and, with `second`, the next one) moved on by a shift.
 * Unshifted, as the fetch thread numbers them, the bytes are kept as they are.
 */
export function renumber(rows: Uint8Array, first: number, second?: number): Uint8Array {
  if ((first === 0 && (second ?? 0) === 0) || rows.length === 0) return rows;
  const text = Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength).toString('utf8');
  return utf8.encode(
    second === undefined
      ? text.replace(FIRST_SEQ, (_m, a: string) => `${Number(a) + first}\t`)
      : text.replace(TWO_SEQS, (_m, a: string, b: string) => `${Number(a) + first}\t${Number(b) + second}\t`),
  );
}

/** Consecutive blocks with their chain rows as COPY text (premade). */
export const asText = (blocks: DecodedBlock[], from: Seqs) =>
  premade(blocks, from, (block, seqs) => ({ text: chainText(block, seqs) }));
