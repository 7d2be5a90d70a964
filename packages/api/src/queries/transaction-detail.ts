import type { ReadDb } from '../db/read-model.js';
import type { TransactionDetail } from '../schemas/transactions.js';
import { amount, int } from './convert.js';
import { readCounters } from './counters.js';
import { selectSummary, toSummary } from './transactions.js';
import { selectTransfer, toTransfer } from './transfers.js';

/** A transaction with its receipt, logs, internal transactions and transfers. */
export async function getTransaction(db: ReadDb, hash: string): Promise<TransactionDetail | undefined> {
  const id = hash.toLowerCase();
  const row = await selectSummary(db.selectFrom('transactions as tx'))
    .innerJoin('blocks as b', 'b.number', 'tx.block_number')
    .select([
      'b.hash as block_hash',
      'tx.result',
      'tx.result_message',
      'tx.energy_usage',
      'tx.energy_fee',
      'tx.net_usage',
      'tx.net_fee',
      'tx.fee_limit',
      'tx.memo',
      'tx.contract_address',
      'tx.parameter',
      'tx.signatures',
    ])
    .where('tx.hash', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const [c, logs, internal, transfers] = await Promise.all([
    readCounters(db, ['latest_block', 'solidified_block']),
    db.selectFrom('events').selectAll().where('transaction_hash', '=', id).orderBy('log_index').execute(),
    db
      .selectFrom('internal_transactions')
      .selectAll()
      .where('transaction_hash', '=', id)
      .orderBy('index')
      .execute(),
    selectTransfer(db.selectFrom('transfers as tr'))
      .where('tr.transaction_hash', '=', id)
      .orderBy('tr.seq')
      .execute(),
  ]);
  return {
    ...toSummary(row, int(c.solidified_block)),
    blockHash: row.block_hash,
    confirmations: Math.max(0, int(c.latest_block) - int(row.block_number)),
    result: row.result,
    resultMessage: row.result_message,
    energyUsage: amount(row.energy_usage),
    energyFee: amount(row.energy_fee),
    netUsage: amount(row.net_usage),
    netFee: amount(row.net_fee),
    feeLimit: row.fee_limit === null ? null : amount(row.fee_limit),
    memo: row.memo,
    contractAddress: row.contract_address,
    parameter: (row.parameter ?? {}) as Record<string, unknown>,
    signatures: row.signatures,
    logs: logs.map((l) => ({
      index: l.log_index,
      address: l.contract_address,
      topics: l.topics,
      data: l.data,
      eventName: l.event_name,
    })),
    internalTransactions: internal.map((i) => ({
      index: i.index,
      hash: i.hash,
      from: i.from_address,
      to: i.to_address,
      amount: amount(i.amount),
      note: i.note,
      rejected: i.rejected,
    })),
    transfers: transfers.map(toTransfer),
  };
}
