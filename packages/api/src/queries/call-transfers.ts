import { type Database, transfersOfTx } from '@poxscan/db';
import { contractTypeNumber } from '@poxscan/protocol';
import type { SelectQueryBuilder } from 'kysely';
import type { TransactionSummary } from '../schemas/transactions.js';
import { amount, tokenRef } from './convert.js';
import { type TokenFields, tokenFields, tokenRefColumns } from './token-column.js';

type CallTransfer = NonNullable<TransactionSummary['tokenTransfer']>;

/** Smart-contract calls (TriggerSmartContract), whose own amount is POX sent with the call. */
const CALL_TYPE = contractTypeNumber('TriggerSmartContract');

type TxQuery<O> = SelectQueryBuilder<Database & { tx: Database['transactions'] }, 'tx', O>;

/**
 * Adds to each row the first token transfer its contract call made (PRC20, PRC721 or PRC10 moved by
 * the called code) and how many more it made: what a list shows as such a call's amount. One range
 * of transfers_pkey (its block's transfers) per call row, in the row's own statement; other rows skip it.
 */
export function withCallTransfer<O>(qb: TxQuery<O>) {
  return qb
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('transfers as tr')
          .select((e) => [
            'tr.amount',
            'tr.token_id',
            // Counted before the LIMIT: every non-POX transfer of the call.
            e.fn.countAll<string>().over().as('n'),
          ])
          .where(transfersOfTx('tr', eb.ref('tx.seq'), eb.ref('tx.block_num')))
          .where(eb.ref('tx.contract_type'), '=', CALL_TYPE)
          // Not POX, said by its token id ('_'): `standard <> 'POX'` is the condition of two partial
          // indexes, which the planner then reads end to end for a block's range at 20M transfers.
          .where('tr.token_id', '<>', '_')
          .orderBy('tr.seq')
          .limit(1)
          .as('call'),
      (join) => join.onTrue(),
    )
    .select([
      'call.amount as call_amount',
      'call.token_id as call_token_id',
      tokenFields('call.token_id', 'call'),
      'call.n as call_transfers',
    ]);
}

export interface CallTransferColumns {
  call_amount: string | null;
  call_token_id: string | null;
  call_token: TokenFields | null;
  call_transfers: string | number | null;
}

export function callTransfer(row: CallTransferColumns): CallTransfer | null {
  if (row.call_token_id === null) return null;
  const token = tokenRef({ token_id: row.call_token_id, ...tokenRefColumns(row.call_token) });
  if (token === null) return null;
  return { amount: amount(row.call_amount), token, more: Number(row.call_transfers) - 1 };
}
