import { Type } from 'typebox';
import { TronGridInternalTransaction } from './account.js';
import { TronGridListQuery, TronGridPage } from './envelope.js';

const Loose = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

/** A transaction in java-tron's JSON, with the receipt fields TronGrid adds. */
export const TronGridTransaction = Type.Object(
  {
    ret: Type.Array(Type.Object({ contractRet: Type.String(), fee: Type.Integer() })),
    signature: Type.Array(Type.String()),
    txID: Type.String(),
    net_usage: Type.Integer(),
    raw_data_hex: Type.Optional(
      Type.String({ description: 'Transaction.raw protobuf bytes; txID is their sha256' }),
    ),
    net_fee: Type.Integer(),
    energy_usage: Type.Integer({ description: "energy the caller's staked energy paid" }),
    blockNumber: Type.Integer(),
    block_timestamp: Type.Integer(),
    energy_fee: Type.Integer(),
    energy_usage_total: Type.Integer({
      description: 'all the energy used: staked, deployer-paid and burned',
    }),
    origin_energy_usage: Type.Optional(
      Type.Integer({ description: "energy the contract deployer's stake paid; absent when none" }),
    ),
    raw_data: Type.Object({
      contract: Type.Array(
        Type.Object({
          parameter: Type.Object({ value: Loose('the contract parameter'), type_url: Type.String() }),
          type: Type.String(),
          Permission_id: Type.Optional(Type.Integer()),
        }),
      ),
      ref_block_bytes: Type.Optional(Type.String()),
      ref_block_hash: Type.Optional(Type.String()),
      expiration: Type.Optional(Type.Integer()),
      fee_limit: Type.Optional(Type.Integer()),
      data: Type.Optional(Type.String({ description: 'the memo, hex' })),
      timestamp: Type.Optional(Type.Integer()),
    }),
    internal_transactions: Type.Array(TronGridInternalTransaction),
  },
  { title: 'TronGridTransaction' },
);

export const TronGridTransactionPage = TronGridPage(TronGridTransaction, 'TronGridTransactionPage');

export const AccountTransactionsQuery = Type.Object({
  ...TronGridListQuery.properties,
  only_to: Type.Optional(
    Type.String({ maxLength: 5, description: 'true: transactions to the address only' }),
  ),
  only_from: Type.Optional(
    Type.String({ maxLength: 5, description: 'true: transactions from the address only' }),
  ),
  search_internal: Type.Optional(
    Type.String({
      maxLength: 5,
      description:
        'true (default): also the transactions in which the address only makes or receives an internal transaction (with only_from: makes; with only_to: receives); false: only those it owns or is the recipient of',
    }),
  ),
});

/** A PRC20 (TRC20) transfer as TronGrid lists it. */
export const TronGridTrc20Transfer = Type.Object(
  {
    transaction_id: Type.String(),
    token_info: Type.Object({
      symbol: Type.String(),
      address: Type.String(),
      decimals: Type.Integer(),
      name: Type.String(),
    }),
    block_timestamp: Type.Integer(),
    from: Type.String(),
    to: Type.String(),
    type: Type.String(),
    value: Type.String(),
  },
  { title: 'TronGridTrc20Transfer' },
);

export const TronGridTrc20Page = TronGridPage(TronGridTrc20Transfer, 'TronGridTrc20Page');

export const Trc20TransfersQuery = Type.Object({
  ...AccountTransactionsQuery.properties,
  search_internal: Type.Optional(Type.String({ maxLength: 5, description: 'accepted and ignored' })),
  contract_address: Type.Optional(Type.String({ maxLength: 100 })),
});
