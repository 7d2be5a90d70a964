import { type Static, Type } from 'typebox';
import {
  Address,
  Amount,
  BlockNumber,
  Cursor,
  FilteredPage,
  Hash,
  KeysetPage,
  NumberedPage,
  Timestamp,
} from './common.js';
import { TokenStandard } from './tokens.js';

export const TxStatus = Type.Union([
  Type.Literal('SUCCESS'),
  Type.Literal('FAILED'),
  Type.Literal('PENDING'),
]);

export const TokenRef = Type.Object({
  id: Type.String({ description: '"_" for POX, the PRC10 id, or the PRC20 contract address' }),
  standard: TokenStandard,
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
  tokenTransfer: Type.Union(
    [
      Type.Object({
        amount: Amount,
        token: TokenRef,
        more: Type.Integer({ minimum: 0, description: 'further token transfers the call made' }),
      }),
      Type.Null(),
    ],
    { description: "a contract call's first token transfer (PRC20, PRC721 or PRC10); null for others" },
  ),
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
  nftId: Type.Union([Type.String({ pattern: '^[0-9]+$' }), Type.Null()], {
    description: 'the PRC721 token ID moved (decimal); null for other standards',
  }),
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
  tps: Type.Number({
    description: 'transactions per second now: over the newest 20 blocks (about a minute)',
  }),
  tpsBlocks: Type.Integer({
    minimum: 0,
    maximum: 20,
    description: 'the blocks `tps` is over: 20, or those a younger chain has after genesis (0: no rate yet)',
  }),
  maxTps: Type.Number({
    description: 'peak transactions per second: the best run of 100 consecutive blocks indexed',
  }),
  maxTpsBlocks: Type.Integer({
    minimum: 0,
    maximum: 100,
    description:
      'the blocks `maxTps` is over: 100, or `tpsBlocks` while no run of 100 blocks beats the current rate',
  }),
  tps24h: Type.Number({
    description:
      'transactions per second averaged over the last 24 hours, or since the first block after genesis on a chain indexed for less',
  }),
  daily: Type.Array(Type.Object({ day: Timestamp, count: Type.Integer({ minimum: 0 }) })),
});
export type TransactionStats = Static<typeof TransactionStats>;

/** A block time bound: ms since the epoch, up to the last instant of the year 9999. */
const BlockTime = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 253_402_300_799_999, description });

const TablePaging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  cursor: Type.Optional(Cursor),
};

/** Body of the transaction table (`POST /api/transaction`): paging, and optional filters. */
export const TransactionTableBody = Type.Object({
  ...TablePaging,
  type: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1000,
      description: 'contract type number (1 TransferContract, 31 TriggerSmartContract …); pages by cursor',
    }),
  ),
  start: Type.Optional(BlockTime('earliest block time, ms, included')),
  end: Type.Optional(BlockTime('latest block time, ms, included')),
});
export type TransactionTableBody = Static<typeof TransactionTableBody>;

/** `POST /api/transaction`: page numbers unless a type filter is set (then `total` is null). */
export const TransactionsTablePage = FilteredPage(TransactionSummary);
export type TransactionsTablePage = Static<typeof TransactionsTablePage>;

/** Body of the transfer table (`POST /api/getTransfers`): paging, and an optional standard. */
export const TransferTableBody = Type.Object({
  ...TablePaging,
  /** One standard's transfers; they page by cursor. */
  standard: Type.Optional(TokenStandard),
});
export type TransferTableBody = Static<typeof TransferTableBody>;

/** `POST /api/getTransfers`: page numbers unless a standard is chosen (then `total` is null). */
export const TransfersTablePage = FilteredPage(Transfer);
export type TransfersTablePage = Static<typeof TransfersTablePage>;

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
