import { sql } from 'kysely';
import type { DecodedBlock } from '../decode/rows.js';
import { bulkInsert, bytea, type Column, col, copyText, insertRows, iso, type Trx } from './bulk.js';
import {
  INTERNAL_COLUMNS,
  internalValues,
  LOG_COLUMNS,
  logValues,
  TRANSFER_COLUMNS,
  TX_COLUMNS,
  transferValues,
  txValues,
} from './chain-columns.js';
import { chainText, renumber, storedOf } from './chain-text.js';

export interface Seqs {
  /** seq of the last transaction written so far */
  tx: number;
  /** seq of the last transfer written so far */
  transfer: number;
}

/** Column arrays filled row by row: no per-row objects, which matters at thousands of rows a second. */
class Rows {
  readonly columns: Column[];

  constructor(spec: readonly [string, Column['type']][]) {
    this.columns = spec.map(([name, type]) => ({ name, type, values: [] }));
  }

  add(values: unknown[]): void {
    for (let i = 0; i < values.length; i++) this.columns[i]!.values.push(values[i]);
  }
}

const namesOf = (spec: [string, Column['type']][]) => spec.map(([name]) => name);

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
  const text = copy
    ? {
        transactions: [] as string[],
        eventLogs: [] as string[],
        internals: [] as string[],
        transfers: [] as string[],
      }
    : undefined;
  const t = new Rows(TX_COLUMNS);
  const l = new Rows(LOG_COLUMNS);
  const i = new Rows(INTERNAL_COLUMNS);
  const x = new Rows(TRANSFER_COLUMNS);
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
      // Text made on the fetch thread, or here for a block that came without it.
      const made = decoded.text ?? chainText(decoded);
      text.transactions.push(renumber(made.transactions, txSeq));
      text.eventLogs.push(renumber(made.eventLogs, txSeq));
      text.internals.push(renumber(made.internals, txSeq));
      text.transfers.push(renumber(made.transfers, transferSeq, txSeq));
      for (const [topic0, signature] of made.eventSignatures) eventSignatures.set(topic0, signature);
      txSeq += txs.length;
      transferSeq += block.transferCount;
      continue;
    }
    const time = iso(block.time);
    for (const tx of txs) {
      const seq = ++txSeq;
      const stored = storedOf(tx);
      t.add(txValues(bytea, seq, time, tx.row, stored.columns));
      for (const log of stored.logs) {
        l.add(logValues(bytea, seq, log));
        const t0 = log.topics[0];
        if (t0 !== undefined && log.eventSignature !== null) eventSignatures.set(t0, log.eventSignature);
      }
      for (const it of stored.internals) i.add(internalValues(seq, it));
      for (const m of tx.transfers) x.add(transferValues(++transferSeq, seq, m));
    }
  }
  await insertRows(trx, copy, 'blocks', b.columns);
  if (text !== undefined) {
    await copyText(trx, 'transactions', namesOf(TX_COLUMNS), text.transactions.join(''));
    await copyText(trx, 'event_logs', namesOf(LOG_COLUMNS), text.eventLogs.join(''));
  } else {
    await bulkInsert(trx, 'transactions', t.columns);
    await bulkInsert(trx, 'event_logs', l.columns);
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
  if (text !== undefined) {
    await copyText(trx, 'internal_transactions', namesOf(INTERNAL_COLUMNS), text.internals.join(''));
    await copyText(trx, 'transfers', namesOf(TRANSFER_COLUMNS), text.transfers.join(''));
  } else {
    await bulkInsert(trx, 'internal_transactions', i.columns);
    await bulkInsert(trx, 'transfers', x.columns);
  }
  return { tx: txSeq, transfer: transferSeq };
}
