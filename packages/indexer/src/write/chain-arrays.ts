import type { ChainArrays, DecodedBlock, Seqs } from '../decode/rows.js';
import { type Bytes, CHAIN_TABLES, eachChainRow, perTable, premade } from './chain-columns.js';

// PGlite takes no COPY, so its chain rows go in as one array parameter a column. pg made those
// literals on the writer's thread, element by element with two regular-expression replacements each:
// a fifth of that thread's busy time in a catch-up, while the writer and PGlite take turns. Made here
// on the fetch thread, the writer only joins a batch's blocks.

/** bytea as an array element: '\x' and the hex, quoted, its backslash escaped. */
const arrayBytes: Bytes = (hex) => `"\\\\x${hex}"`;

const NEEDS_ESCAPE = /["\\]/;

/** One value as an element of an array literal; a string is quoted, and escaped where it must be. */
export function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string')
    return NEEDS_ESCAPE.test(value) ? `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"` : `"${value}"`;
  // Numbers, bigints and booleans: digits, a sign or a word, nothing an array literal reads specially.
  return String(value);
}

/** A block's chain rows as array literals' insides, its seqs counted on from `from`. */
export function chainArrays(decoded: DecodedBlock, from: Seqs = { tx: 0, transfer: 0 }): ChainArrays {
  const columns = perTable((spec) => spec.map((): string[] => []));
  const signatures = new Map<string, string>();
  eachChainRow(
    decoded,
    arrayBytes,
    from,
    (table, values) => {
      const { spec } = CHAIN_TABLES[table];
      const out = columns[table];
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        out[i]!.push(value !== null && spec[i]![1] === 'bytea' ? (value as string) : arrayElement(value));
      }
    },
    signatures,
  );
  return {
    from,
    ...perTable((_, key) => columns[key].map((elements) => elements.join(','))),
    eventSignatures: [...signatures],
  };
}

/** An array literal's inside of integers, each moved on by `by`. */
export function shiftElements(inside: string, by: number): string {
  if (by === 0 || inside === '') return inside;
  return inside
    .split(',')
    .map((n) => String(Number(n) + by))
    .join(',');
}

/** Consecutive blocks with their chain rows as array literals (premade). */
export const asArrays = (blocks: DecodedBlock[], from: Seqs) =>
  premade(blocks, from, (block, seqs) => ({ arrays: chainArrays(block, seqs) }));
