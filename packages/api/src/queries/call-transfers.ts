import { contractTypeNumber } from '@poxscan/protocol';
import type { ReadDb } from '../db/api-db.js';
import type { TransactionSummary } from '../schemas/transactions.js';
import { amount, tokenRef } from './convert.js';

type CallTransfer = NonNullable<TransactionSummary['tokenTransfer']>;

/** Smart-contract calls (TriggerSmartContract), whose own amount is POX sent with the call. */
const CALL_TYPE = contractTypeNumber('TriggerSmartContract');

/**
 * The first token transfer each contract call made (PRC20, PRC721 or PRC10 moved by the called
 * code), and how many more it made: what a list shows as such a call's amount. One index read
 * (transfers by tx_seq) for the page's calls.
 */
export async function callTransfers(
  db: ReadDb,
  rows: readonly { seq: number; contract_type: number }[],
): Promise<Map<number, CallTransfer>> {
  const seqs = rows.filter((r) => r.contract_type === CALL_TYPE).map((r) => r.seq);
  const out = new Map<number, CallTransfer>();
  if (seqs.length === 0) return out;
  const transfers = await db
    .selectFrom('transfers as tr')
    .leftJoin('tokens as t', 't.id', 'tr.token_id')
    .select([
      'tr.tx_seq',
      'tr.amount',
      'tr.token_id',
      't.standard as t_standard',
      't.symbol as t_symbol',
      't.name as t_name',
      't.decimals as t_decimals',
    ])
    .where('tr.tx_seq', 'in', seqs)
    .where('tr.standard', '<>', 'POX')
    .orderBy('tr.tx_seq')
    .orderBy('tr.seq')
    .execute();
  for (const tr of transfers) {
    const seen = out.get(tr.tx_seq);
    if (seen !== undefined) seen.more += 1;
    else {
      const token = tokenRef(tr);
      if (token !== null) out.set(tr.tx_seq, { amount: amount(tr.amount), token, more: 0 });
    }
  }
  return out;
}
