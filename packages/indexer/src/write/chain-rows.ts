import { sql } from 'kysely';
import type { DecodedBlock, Seqs } from '../decode/rows.js';
import { bulkInsert, bytea, type Column, col, copyText, insertRows, type Trx } from './bulk.js';
import { chainArrays, shiftElements } from './chain-arrays.js';
import { CHAIN_TABLE_KEYS, CHAIN_TABLES, type ChainTable, perTable } from './chain-columns.js';
import { chainText, renumber } from './chain-text.js';
import { iso } from './times.js';

/** Column arrays filled row by row: no per-row objects, which matters at thousands of rows a second. */
class Rows {
  readonly columns: Column[];

  constructor(spec: [string, Column['type']][]) {
    this.columns = spec.map(([name, type]) => ({ name, type, values: [] }));
  }

  add(values: unknown[]): void {
    for (let i = 0; i < values.length; i++) this.columns[i]!.values.push(values[i]);
  }
}

/**
 * A table's array literals moved to where the writer stands: its first column holds the seqs of its
 * own rows (transactions, transfers) or of their transactions; a transfer's second, its transaction's.
 */
function shifted(key: ChainTable, insides: string[], tx: number, transfer: number): string[] {
  return insides.map((inside, i) =>
    i === 0
      ? shiftElements(inside, key === 'transfers' ? transfer : tx)
      : i === 1 && key === 'transfers'
        ? shiftElements(inside, tx)
        : inside,
  );
}

/**
 * Inserts the chain rows of consecutive blocks, numbering transactions and transfers on from `seqs`;
 * with `copy`, through COPY (PostgreSQL).
 */
export async function insertChainRows(
  trx: Trx,
  blocks: DecodedBlock[],
  seqs: Seqs,
  copy = false,
): Promise<Seqs> {
  const b = new Rows([
    ['num', 'bigint'],
    ['hash', 'text'],
    ['parent_hash', 'text'],
    ['block_time', 'timestamptz'],
    ['witness_address', 'text'],
    ['tx_trie_root', 'text'],
    ['version', 'integer'],
    ['size', 'integer'],
    ['tx_count', 'integer'],
    ['transfer_count', 'integer'],
    ['internal_tx_count', 'integer'],
    ['event_count', 'integer'],
    ['energy_used', 'bigint'],
    ['net_used', 'bigint'],
    ['fee', 'numeric'],
    ['reward', 'numeric'],
    ['standby_reward', 'numeric'],
    ['last_tx_seq', 'bigint'],
    ['last_transfer_seq', 'bigint'],
  ]);
  // Each table's rows: COPY text (PostgreSQL), or each column's array literal for one multi-row INSERT,
  // both in parts a block.
  const text = copy ? perTable((): Uint8Array[] => []) : undefined;
  const arrays = perTable((spec) => spec.map((): string[] => []));
  // A decoded event's signature, once per topic0 (0037): a batch names a handful.
  const eventSignatures = new Map<string, string>();
  let txSeq = seqs.tx;
  let transferSeq = seqs.transfer;
  for (const decoded of blocks) {
    const { block, txs } = decoded;
    b.add([
      block.num,
      block.hash,
      block.parentHash,
      iso(block.time),
      block.witness,
      block.txTrieRoot,
      block.version,
      block.size,
      block.txCount,
      block.transferCount,
      block.internalTxCount,
      block.eventCount,
      block.energyUsed,
      block.netUsed,
      block.fee,
      block.reward,
      block.standbyReward,
      txSeq + txs.length,
      transferSeq + block.transferCount,
    ]);
    if (text !== undefined) {
      // Text made on the fetch thread, or here for a block that came without it. The thread numbers
      // on from where the writer was when it asked; the lines move only where that has changed.
      const made = decoded.text ?? chainText(decoded, { tx: txSeq, transfer: transferSeq });
      const txShift = txSeq - made.from.tx;
      text.transactions.push(renumber(made.transactions, txShift));
      text.eventLogs.push(renumber(made.eventLogs, txShift));
      text.internals.push(renumber(made.internals, txShift));
      text.transfers.push(renumber(made.transfers, transferSeq - made.from.transfer, txShift));
      for (const [topic0, signature] of made.eventSignatures) eventSignatures.set(topic0, signature);
      txSeq += txs.length;
      transferSeq += block.transferCount;
      continue;
    }
    const made = decoded.arrays ?? chainArrays(decoded, { tx: txSeq, transfer: transferSeq });
    for (const key of CHAIN_TABLE_KEYS) {
      // A table without rows in the block has empty insides, which would join as empty elements.
      if (made[key][0] === '') continue;
      const insides = shifted(key, made[key], txSeq - made.from.tx, transferSeq - made.from.transfer);
      for (let i = 0; i < insides.length; i++) arrays[key][i]!.push(insides[i]!);
    }
    for (const [topic0, signature] of made.eventSignatures) eventSignatures.set(topic0, signature);
    txSeq += txs.length;
    transferSeq += block.transferCount;
  }
  await insertRows(trx, copy, 'blocks', b.columns);
  for (const key of CHAIN_TABLE_KEYS) {
    const { table, spec } = CHAIN_TABLES[key];
    if (text === undefined) {
      const parts = arrays[key];
      await bulkInsert(
        trx,
        table,
        spec.map(([name, type], i) => ({ name, type, values: `{${parts[i]!.join(',')}}` })),
      );
    } else
      await copyText(
        trx,
        table,
        spec.map(([name]) => name),
        text[key],
      );
  }
  await bulkInsert(
    trx,
    'event_signatures',
    [
      col('topic0', 'bytea', [...eventSignatures.keys()].map(bytea)),
      col('signature', 'text', [...eventSignatures.values()]),
    ],
    sql`ON CONFLICT (topic0) DO NOTHING`,
  );
  return { tx: txSeq, transfer: transferSeq };
}
