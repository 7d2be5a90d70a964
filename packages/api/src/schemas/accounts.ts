import { type Static, Type } from 'typebox';
import { Address, Amount, DescribedAmount, KeysetPage, NumberedPage, Timestamp } from './common.js';
import { TokenRef } from './transactions.js';

export const AccountSummary = Type.Object({
  address: Address,
  name: Type.Union([Type.String(), Type.Null()]),
  tag: Type.Union([Type.String(), Type.Null()]),
  balance: Amount,
  power: Amount,
  transactionCount: Type.Integer({ minimum: 0 }),
  isContract: Type.Boolean(),
  lastActiveAt: Type.Union([Timestamp, Type.Null()], {
    description: 'block time of its latest indexed transaction or transfer',
  }),
});
export type AccountSummary = Static<typeof AccountSummary>;

/** `/api/account/list?page&limit`: richest first. */
export const AccountsPage = NumberedPage(AccountSummary);
export type AccountsPage = Static<typeof AccountsPage>;

export const Resource = Type.Object({ used: Amount, limit: Amount });

/** Stake 1.0 (frozen before Stake 2.0 and not yet unfrozen), apart from the Stake 2.0 figures. */
export const StakeV1 = Type.Object({
  frozenForBandwidth: DescribedAmount('Stake 1.0 frozen for its own bandwidth'),
  frozenForEnergy: DescribedAmount('Stake 1.0 frozen for its own energy'),
  frozenForPower: DescribedAmount('Stake 1.0 frozen for POX power (votes) alone'),
  delegatedOut: DescribedAmount('Stake 1.0 frozen for other accounts’ bandwidth and energy'),
  delegatedIn: DescribedAmount('other accounts’ Stake 1.0 frozen for its bandwidth and energy'),
});
export type StakeV1 = Static<typeof StakeV1>;

export const AccountDetail = Type.Object({
  ...AccountSummary.properties,
  isWitness: Type.Boolean(),
  createdAt: Type.Union([Timestamp, Type.Null()]),
  frozenForBandwidth: Amount,
  frozenForEnergy: Amount,
  delegatedOut: Amount,
  delegatedIn: Amount,
  unfreezing: Amount,
  withdrawable: DescribedAmount('unstaked POX past its waiting period, not yet withdrawn'),
  stakeV1: StakeV1,
  votesCast: Amount,
  bandwidth: Resource,
  energy: Resource,
  transfersIn: Type.Integer({ minimum: 0 }),
  transfersOut: Type.Integer({ minimum: 0 }),
  tokenCount: Type.Integer({ minimum: 0 }),
});
export type AccountDetail = Static<typeof AccountDetail>;

export const TokenBalance = Type.Object({ token: TokenRef, balance: Amount });
export type TokenBalance = Static<typeof TokenBalance>;

/** `/wallet/getHomeTokens?userAddress`: the wallet's POX and token balances. */
export const WalletTokensResponse = Type.Object({ address: Address, tokens: Type.Array(TokenBalance) });
export type WalletTokensResponse = Static<typeof WalletTokensResponse>;
export const WalletTokensQuery = Type.Object({ userAddress: Address });
export type WalletTokensQuery = Static<typeof WalletTokensQuery>;

/** `/api/account/tokens`: every token balance of an address, largest holdings first. */
export const AccountTokensResponse = Type.Object({ address: Address, tokens: Type.Array(TokenBalance) });
export type AccountTokensResponse = Static<typeof AccountTokensResponse>;

/** `/api/account/votes`: the votes an address has cast. */
export const AccountVotesResponse = Type.Object({
  address: Address,
  votes: Type.Array(
    Type.Object({ witness: Address, witnessName: Type.Union([Type.String(), Type.Null()]), count: Amount }),
  ),
});
export type AccountVotesResponse = Static<typeof AccountVotesResponse>;

export const AccountListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AccountListQuery = Static<typeof AccountListQuery>;

export const DelegationDirection = Type.Union([Type.Literal('out'), Type.Literal('in')], {
  description: 'out: resources it delegates to others; in: resources others delegate to it',
  default: 'out',
});
export type DelegationDirection = Static<typeof DelegationDirection>;

export const DelegationsQuery = Type.Object({
  address: Address,
  direction: Type.Optional(DelegationDirection),
  cursor: Type.Optional(
    Type.String({
      pattern: '^T[1-9A-HJ-NP-Za-km-z]{33}:(BANDWIDTH|ENERGY)$',
      description: 'nextCursor of the previous page',
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type DelegationsQuery = Static<typeof DelegationsQuery>;

/** `/api/account/delegations`: one row per counterparty and resource, in counterparty order. */
export const DelegationsPage = KeysetPage(
  Type.Object({
    counterparty: Address,
    name: Type.Union([Type.String(), Type.Null()]),
    resource: Type.Union([Type.Literal('BANDWIDTH'), Type.Literal('ENERGY')]),
    amount: DescribedAmount('staked POX whose resource is delegated, sun'),
  }),
);
export type DelegationsPage = Static<typeof DelegationsPage>;
