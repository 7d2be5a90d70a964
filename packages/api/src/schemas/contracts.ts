import { type Static, Type } from 'typebox';
import { Address, Amount, NumberedPage, Timestamp } from './common.js';

export const ContractSummary = Type.Object({
  address: Address,
  name: Type.Union([Type.String(), Type.Null()]),
  creator: Address,
  createdAt: Timestamp,
  verified: Type.Boolean(),
  transactionCount: Type.Integer({
    minimum: 0,
    description: 'transactions sent to it: calls, and its creation',
  }),
  balance: Amount,
  tokenId: Type.Union([Type.String(), Type.Null()]),
});
export type ContractSummary = Static<typeof ContractSummary>;

export const ContractsSort = Type.Union(
  [Type.Literal('created'), Type.Literal('calls'), Type.Literal('balance')],
  { description: 'newest first (default), most transactions first, or largest POX balance first' },
);
export type ContractsSort = Static<typeof ContractsSort>;

export const ContractsBody = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  sort: Type.Optional(ContractsSort),
});
export type ContractsBody = Static<typeof ContractsBody>;

/** `/dev/getcontracts` and `/dev/verifiedcontract`: newest first, or by `sort`. */
export const ContractsPage = NumberedPage(ContractSummary);
export type ContractsPage = Static<typeof ContractsPage>;

export const ContractAddressBody = Type.Object({ contractAddress: Address });
export type ContractAddressBody = Static<typeof ContractAddressBody>;
export const ContractAddressQuery = ContractAddressBody;
export type ContractAddressQuery = Static<typeof ContractAddressQuery>;

/** `/blockchain/contractdetail`. */
export const ContractDetail = Type.Object({
  ...ContractSummary.properties,
  creationTransaction: Type.String(),
  compiler: Type.Union([Type.String(), Type.Null()]),
  license: Type.Union([Type.String(), Type.Null()]),
  abi: Type.Union([Type.Array(Type.Unknown()), Type.Null()]),
  source: Type.Union([Type.String(), Type.Null()]),
});
export type ContractDetail = Static<typeof ContractDetail>;

/** `/token/tokensInfo` (contract extra details) and `/blockchain/contractslider`. */
export const ContractExtra = Type.Object({
  address: Address,
  transactionCount: Type.Integer({ minimum: 0 }),
  token: Type.Union([
    Type.Object({
      id: Type.String(),
      symbol: Type.String(),
      decimals: Type.Integer(),
      totalSupply: Amount,
      holders: Type.Integer({ minimum: 0 }),
      transfers: Type.Integer({ minimum: 0 }),
    }),
    Type.Null(),
  ]),
});
export type ContractExtra = Static<typeof ContractExtra>;

export const HoldersBody = Type.Object({
  contractAddress: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'PRC20 contract address or PRC10 id',
  }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
export type HoldersBody = Static<typeof HoldersBody>;

/** `/blockchain/contractpage`: the contracts screen's figures. */
export const ContractsStats = Type.Object({
  contracts: Type.Integer({ minimum: 0 }),
  verified: Type.Integer({ minimum: 0 }),
  tokens: Type.Integer({ minimum: 0 }),
});
export type ContractsStats = Static<typeof ContractsStats>;
