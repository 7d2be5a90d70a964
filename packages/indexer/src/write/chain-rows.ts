import { storedResult, storedTopic, storedUsage } from '@poxscan/db';
import { sql } from 'kysely';
import type { DecodedBlock } from '../decode/rows.js';
import { bulkInsert, bytea, type Column, col, insertRows, iso, type Trx } from './bulk.js';

export interface Seqs {
  /** seq of the last transaction written so far */
  tx: number;
  /** seq of the last transfer written so far */
  transfer: number;
}

/** Column arrays filled row by row: no per-row objects, which matters at thousands of rows a second. */
class Rows {
  readonly columns: Column[];

  constructor(spec: [string, Column['type']][]) {
    this.columns = spec.map(([name, type]) => ({ name, type, values: [] }));
  }

  add(...values: unknown[]): void {
    for (let i = 0; i < values.length; i++) this.columns[i]!.values.push(values[i]);
  }
}

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));

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
  const t = new Rows([
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
  ]);
  const l = new Rows([
    ['tx_seq', 'bigint'],
    ['log_index', 'integer'],
    ['contract_address', 'text'],
    ['topic0', 'bytea'],
    ['topic1', 'bytea'],
    ['topic2', 'bytea'],
    ['topic3', 'bytea'],
    ['data', 'bytea'],
    ['event_name', 'text'],
  ]);
  // A decoded event's signature, once per topic0 (0037): a batch names a handful.
  const eventSignatures = new Map<string, string>();
  const i = new Rows([
    ['tx_seq', 'bigint'],
    ['idx', 'integer'],
    ['hash', 'text'],
    ['caller_address', 'text'],
    ['to_address', 'text'],
    ['call_value', 'numeric'],
    ['token_values', 'jsonb'],
    ['note', 'text'],
    ['rejected', 'boolean'],
  ]);
  const x = new Rows([
    ['seq', 'bigint'],
    ['tx_seq', 'bigint'],
    ['standard', 'text'],
    ['token_id', 'text'],
    ['from_address', 'text'],
    ['to_address', 'text'],
    ['amount', 'numeric'],
    ['nft_id', 'numeric'],
  ]);
  let txSeq = seqs.tx;
  let transferSeq = seqs.transfer;
  for (const { block, txs } of blocks) {
    const time = iso(block.time);
    b.add(
      block.num,
      block.hash,
      block.parentHash,
      time,
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
    );
    for (const tx of txs) {
      const r = tx.row;
      const seq = ++txSeq;
      t.add(
        seq,
        bytea(r.hash),
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
        r.resultMessage,
        r.revertReason,
        r.methodId,
        r.memo,
        r.signaturesJson,
        r.signatureBytesHex === null ? null : bytea(r.signatureBytesHex),
        r.parameterJson,
        bytea(r.storedRawDataHex),
        storedUsage(r.callerEnergyUsage),
        storedUsage(r.originEnergyUsage),
      );
      for (const log of tx.logs) {
        const [t0, t1, t2, t3] = log.topics;
        l.add(
          seq,
          log.logIndex,
          log.contractAddress,
          t0 === undefined ? null : bytea(t0),
          t1 === undefined ? null : storedTopic(t1),
          t2 === undefined ? null : storedTopic(t2),
          t3 === undefined ? null : storedTopic(t3),
          bytea(log.data),
          log.eventName,
        );
        if (t0 !== undefined && log.eventSignature !== null) eventSignatures.set(t0, log.eventSignature);
      }
      for (const it of tx.internals) {
        i.add(
          seq,
          it.idx,
          it.hash,
          it.caller,
          it.to,
          it.callValue,
          jsonOrNull(it.tokenValues),
          it.note,
          it.rejected,
        );
      }
      for (const m of tx.transfers) {
        x.add(++transferSeq, seq, m.standard, m.tokenId, m.from, m.to, m.amount, m.nftId);
      }
    }
  }
  await insertRows(trx, copy, 'blocks', b.columns);
  await insertRows(trx, copy, 'transactions', t.columns);
  await insertRows(trx, copy, 'event_logs', l.columns);
  await bulkInsert(
    trx,
    'event_signatures',
    [
      col('topic0', 'bytea', [...eventSignatures.keys()].map(bytea)),
      col('signature', 'text', [...eventSignatures.values()]),
    ],
    sql`ON CONFLICT (topic0) DO NOTHING`,
  );
  await insertRows(trx, copy, 'internal_transactions', i.columns);
  await insertRows(trx, copy, 'transfers', x.columns);
  return { tx: txSeq, transfer: transferSeq };
}
