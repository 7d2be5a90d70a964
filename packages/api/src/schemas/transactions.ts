import { type Static, Type } from 'typebox';
import { Address, Amount, BlockNumber, Cursor, Hash, KeysetPage, NumberedPage, Timestamp } from './common.js';

export const TxStatus = Type.Union([
  Type.Literal('SUCCESS'),
  Type.Literal('FAILED'),
  Type.Literal('PENDING'),
]);

export const TokenRef = Type.Object({
  id: Type.String({ description: '"_" for POX, the PRC10 id, or the PRC20 contract address' }),
  standard: Type.Union([
    Type.Literal('POX'),
    Type.Literal('PRC10'),
    Type.Literal('PRC20'),
    Type.Literal('PRC721'),
  ]),
  symbol: Type.String(),
  name: Type.String(),
  decimals: Type.Integer({ minimum: 0, maximum: 77 }),
});
export type TokenRef = Static<typeof TokenRef>;

export const TransactionSummary = Type.Object({
  hash: Hash,
  blockNumber: BlockNumber,
  timestamp: Timestamp,
  contractType: Type.Integer({ minimum: 0, description: 'protocol contract type number' }),
  contractTypeName: Type.String({ examples: ['TransferContract'] }),
  from: Address,
  to: Type.Union([Address, Type.Null()]),
  amount: Amount,
  token: Type.Union([TokenRef, Type.Null()]),
  fee: Amount,
  status: TxStatus,
  confirmed: Type.Boolean(),
});
export type TransactionSummary = Static<typeof TransactionSummary>;

export const TransactionsPage = NumberedPage(TransactionSummary);
export type TransactionsPage = Static<typeof TransactionsPage>;
export const TransactionsKeysetPage = KeysetPage(TransactionSummary);
export type TransactionsKeysetPage = Static<typeof TransactionsKeysetPage>;

export const EventLog = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  address: Address,
  topics: Type.Array(Type.String()),
  data: Type.String(),
  eventName: Type.Union([Type.String(), Type.Null()]),
});
export type EventLog = Static<typeof EventLog>;

export const InternalTransaction = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  hash: Type.String(),
  from: Address,
  to: Address,
  amount: Amount,
  note: Type.String(),
  rejected: Type.Boolean(),
});
export type InternalTransaction = Static<typeof InternalTransaction>;

export const Transfer = Type.Object({
  transactionHash: Hash,
  blockNumber: BlockNumber,
  timestamp: Timestamp,
  from: Address,
  to: Address,
  amount: Amount,
  token: TokenRef,
  status: TxStatus,
});
export type Transfer = Static<typeof Transfer>;

export const TransactionDetail = Type.Object({
  ...TransactionSummary.properties,
  blockHash: Hash,
  confirmations: Type.Integer({ minimum: 0 }),
  result: Type.String({ description: 'contract result, e.g. SUCCESS, REVERT, OUT_OF_ENERGY' }),
  resultMessage: Type.Union([Type.String(), Type.Null()]),
  energyUsage: Amount,
  energyFee: Amount,
  netUsage: Amount,
  netFee: Amount,
  feeLimit: Type.Union([Amount, Type.Null()]),
  memo: Type.Union([Type.String(), Type.Null()]),
  contractAddress: Type.Union([Address, Type.Null()]),
  parameter: Type.Record(Type.String(), Type.Unknown(), { description: 'decoded contract parameter' }),
  signatures: Type.Array(Type.String()),
  logs: Type.Array(EventLog),
  internalTransactions: Type.Array(InternalTransaction),
  transfers: Type.Array(Transfer),
});
export type TransactionDetail = Static<typeof TransactionDetail>;

/** `/api/transaction/stats`. */
export const TransactionStats = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  last24h: Type.Integer({ minimum: 0 }),
  transfersTotal: Type.Integer({ minimum: 0 }),
  tps: Type.Number(),
  maxTps: Type.Number(),
  daily: Type.Array(Type.Object({ day: Timestamp, count: Type.Integer({ minimum: 0 }) })),
});
export type TransactionStats = Static<typeof TransactionStats>;

/** Body of the transaction and transfer tables (`POST /api/transaction`, `POST /api/getTransfers`). */
export const TableBody = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  cursor: Type.Optional(Cursor),
});
export type TableBody = Static<typeof TableBody>;

export const TransfersPage = NumberedPage(Transfer);
export type TransfersPage = Static<typeof TransfersPage>;
export const TransfersKeysetPage = KeysetPage(Transfer);
export type TransfersKeysetPage = Static<typeof TransfersKeysetPage>;
export const InternalTransactionsKeysetPage = KeysetPage(
  Type.Object({
    ...InternalTransaction.properties,
    transactionHash: Hash,
    blockNumber: BlockNumber,
    timestamp: Timestamp,
  }),
);
export type InternalTransactionsKeysetPage = Static<typeof InternalTransactionsKeysetPage>;
export const EventsKeysetPage = KeysetPage(
  Type.Object({
    ...EventLog.properties,
    transactionHash: Hash,
    blockNumber: BlockNumber,
    timestamp: Timestamp,
  }),
);
export type EventsKeysetPage = Static<typeof EventsKeysetPage>;

export const TransactionQuery = Type.Object({ hash: Hash });
export type TransactionQuery = Static<typeof TransactionQuery>;

export const BlockTransactionsQuery = Type.Object({
  block: Type.String({
    pattern: '^([0-9]{1,12}|[0-9a-fA-F]{64})$',
    description: 'block number or block hash',
  }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
export type BlockTransactionsQuery = Static<typeof BlockTransactionsQuery>;

export const TokenTransfersQuery = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'token id: "_", PRC10 id or PRC20 address' }),
  cursor: Type.Optional(Cursor),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type TokenTransfersQuery = Static<typeof TokenTransfersQuery>;
