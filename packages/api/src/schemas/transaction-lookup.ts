import { type Static, Type } from 'typebox';
import { TransactionDetail } from './transactions.js';

/**
 * `/api/transaction/lookup`: a transaction, or null while it is not indexed (yet). A page waiting for a
 * just-sent transaction polls this; unlike `/api/transaction/detail` it does not answer 404 meanwhile.
 */
export const TransactionLookup = Type.Object({
  transaction: Type.Union([TransactionDetail, Type.Null()], {
    description: 'null until the transaction is in an indexed block',
  }),
});
export type TransactionLookup = Static<typeof TransactionLookup>;
