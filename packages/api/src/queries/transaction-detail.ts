import { transfersOfTx, txContractAddress, txHashEquals, txResult, txUsage } from '@poxscan/db';
import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import type { TransactionDetail } from '../schemas/transactions.js';
import { contractParameter } from './contract-parameter.js';
import { amount } from './convert.js';
import { chainHead } from './counters.js';
import { selectLogHex, topicList } from './event-log-hex.js';
import { signedRawDataHex } from './raw-data.js';
import { signatureList } from './signatures.js';
import { selectSummary, toSummary } from './transactions.js';
import { selectTransfer, toTransfer } from './transfers.js';

/** A transaction with its receipt, logs, internal transactions and transfers. */
export async function getTransaction(db: ReadDb, hash: string): Promise<TransactionDetail | undefined> {
  const row = await selectSummary(db.selectFrom('transactions as tx'))
    .innerJoin('blocks as b', 'b.num', 'tx.block_num')
    .select([
      'b.hash as block_hash',
      txResult('tx.result').as('result'),
      'tx.result_message',
      'tx.revert_reason',
      txUsage('tx.energy_usage').as('energy_usage'),
      'tx.energy_fee',
      txUsage('tx.net_usage').as('net_usage'),
      'tx.net_fee',
      'tx.fee_limit',
      'tx.memo',
      txContractAddress('tx').as('contract_address'),
      'tx.parameter',
      sql<string | null>`CASE WHEN tx.parameter IS NULL THEN encode(tx.raw_data, 'hex') END`.as(
        'stored_raw_data_hex',
      ),
      'tx.signatures',
      sql<string | null>`encode(tx.signature_bytes, 'hex')`.as('signature_hex'),
    ])
    .where(txHashEquals('tx.hash', hash))
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const [head, logs, internal, transfers] = await Promise.all([
    chainHead(db),
    db
      .selectFrom('event_logs')
      .select(['log_index', 'contract_address', 'event_name'])
      .select(selectLogHex('event_logs'))
      .where('tx_seq', '=', row.seq)
      .orderBy('log_index')
      .execute(),
    db.selectFrom('internal_transactions').selectAll().where('tx_seq', '=', row.seq).orderBy('idx').execute(),
    selectTransfer(db.selectFrom('transfers as tr'))
      .where(transfersOfTx('tr', row.seq, row.block_num))
      .orderBy('tr.seq')
      .execute(),
  ]);
  return {
    ...toSummary(row),
    blockHash: row.block_hash,
    confirmations: Math.max(0, head.latest - row.block_num),
    result: row.result,
    resultMessage: row.revert_reason ?? row.result_message,
    energyUsage: String(row.energy_usage),
    energyFee: amount(row.energy_fee),
    netUsage: String(row.net_usage),
    netFee: amount(row.net_fee),
    feeLimit: row.fee_limit === null ? null : String(row.fee_limit),
    memo: row.memo,
    contractAddress: row.contract_address,
    parameter: contractParameter(row.parameter, signedRawDataHex(row)),
    signatures: signatureList(row.signature_hex, row.signatures),
    logs: logs.map((l) => ({
      index: l.log_index,
      address: l.contract_address,
      topics: topicList(l),
      data: l.data,
      eventName: l.event_name,
    })),
    internalTransactions: internal.map((i) => ({
      index: i.idx,
      hash: i.hash,
      from: i.caller_address,
      to: i.to_address,
      amount: amount(i.call_value),
      note: i.note,
      rejected: i.rejected,
    })),
    transfers: transfers.map(toTransfer),
  };
}
