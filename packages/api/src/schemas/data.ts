import { type Static, Type } from 'typebox';
import { Address, Amount, DescribedAmount, Timestamp } from './common.js';

/** The daily series of the Data pages, by URL name. */
export const SERIES_NAMES = [
  'transactions',
  'transfers',
  'transfers-pox',
  'transfers-prc10',
  'transfers-prc20',
  'transfers-prc721',
  'active-addresses',
  'new-addresses',
  'blocks',
  'block-time',
  'fees-burned',
  'energy-used',
  'bandwidth-used',
  'staked',
  'total-votes',
  'contract-calls',
  'new-contracts',
  'new-tokens',
  'total-supply',
  'circulating',
  'staked-bandwidth',
  'staked-energy',
  'delegated',
  'unstaking',
  'withdrawable',
  'unclaimed-rewards',
  'staked-votes',
  'rewards',
] as const;
export type SeriesName = (typeof SERIES_NAMES)[number];

export const SeriesRange = Type.Union(
  [Type.Literal('7d'), Type.Literal('30d'), Type.Literal('1y'), Type.Literal('all')],
  {
    description:
      'days up to the newest day with data: 7, 30, 365, or every day since the first indexed block',
  },
);

export const SeriesParams = Type.Object({
  series: Type.Union(
    SERIES_NAMES.map((name) => Type.Literal(name)),
    { description: 'the series' },
  ),
});
export const SeriesQuery = Type.Object({ range: Type.Optional(SeriesRange) });

export const SeriesUnit = Type.Union(
  [
    Type.Literal('count'),
    Type.Literal('sun'),
    Type.Literal('ms'),
    Type.Literal('energy'),
    Type.Literal('bytes'),
    Type.Literal('votes'),
  ],
  {
    description:
      'what a value counts: sun amounts of POX (1 POX = 1,000,000 sun), milliseconds, energy, bandwidth bytes, votes, or a count',
  },
);

/** `/api/data/series/:series`: one value per UTC day with data, oldest first. */
export const DailySeries = Type.Object({
  series: Type.String(),
  unit: SeriesUnit,
  points: Type.Array(
    Type.Object({
      day: Timestamp,
      value: Type.String({ pattern: '^-?[0-9]+$', description: 'integer value in the unit' }),
    }),
    { maxItems: 20_000 },
  ),
});
export type DailySeries = Static<typeof DailySeries>;

/** `/api/data/supply`: the parts of the POX supply at the close of the newest day the indexer summed. */
export const PoxSupply = Type.Object({
  /** the UTC day of the figures; null before the indexer's first sum */
  day: Type.Union([Timestamp, Type.Null()]),
  totalSupply: Amount,
  circulating: Amount,
  stakedV1Bandwidth: DescribedAmount('Stake 1.0 frozen for the owners’ own bandwidth'),
  stakedV1Energy: DescribedAmount('Stake 1.0 frozen for the owners’ own energy'),
  stakedV1Power: DescribedAmount('Stake 1.0 frozen for votes alone'),
  stakedBandwidth: DescribedAmount('Stake 2.0 staked for the owners’ own bandwidth'),
  stakedEnergy: DescribedAmount('Stake 2.0 staked for the owners’ own energy'),
  stakedPower: DescribedAmount('Stake 2.0 staked for votes alone'),
  delegated: DescribedAmount('staked (Stake 1.0 and 2.0) for other accounts’ resources'),
  delegatedV1: DescribedAmount('the Stake 1.0 part of delegated (not a separate part of the total)'),
  unstaking: Amount,
  withdrawable: Amount,
  unclaimedRewards: DescribedAmount(
    'SR and voter rewards credited to accounts (getaccount allowance), not yet withdrawn',
  ),
  burnedFees: Amount,
  burnedFeesToday: Amount,
  rewardsIssued: DescribedAmount(
    'SR rewards credited by every block: the producer’s pay and the shares of the 127 most voted SRs and their voters, each truncated as the node truncates it',
  ),
  totalVotes: Amount,
});
export type PoxSupply = Static<typeof PoxSupply>;

export const RankingWindow = Type.Union([Type.Literal('1d'), Type.Literal('7d'), Type.Literal('30d')], {
  description: 'UTC days up to the newest day with data: that day alone, 7 days or 30 days',
});
export const RankingsQuery = Type.Object({ window: Type.Optional(RankingWindow) });

const Ranked = Type.Object({
  address: Address,
  name: Type.Union([Type.String(), Type.Null()]),
  value: Amount,
});
const RankedToken = Type.Object({
  id: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  symbol: Type.Union([Type.String(), Type.Null()]),
  standard: Type.String(),
  value: Amount,
});
const list = <T extends typeof Ranked | typeof RankedToken>(item: T) => Type.Array(item, { maxItems: 20 });

/** `/api/data/rankings`: the top 20 of each list; the flows are over `window`. */
export const Rankings = Type.Object({
  window: RankingWindow,
  /** first and last UTC day of the window */
  from: Type.Union([Timestamp, Type.Null()]),
  to: Type.Union([Timestamp, Type.Null()]),
  accountsByBalance: list(Ranked),
  accountsByTransactionsSent: list(Ranked),
  accountsByFeesPaid: list(Ranked),
  tokensByHolders: list(RankedToken),
  tokensByTransfers: list(RankedToken),
  contractsByCalls: list(Ranked),
  contractsByEnergy: list(Ranked),
  srsByBlocks: list(Ranked),
  /** when the lists were computed (ms since epoch) */
  at: Timestamp,
});
export type Rankings = Static<typeof Rankings>;

export const AddressActivityParams = Type.Object({ address: Address });
export const AddressActivityQuery = Type.Object({ range: Type.Optional(SeriesRange) });

const DayPoints = Type.Array(Type.Object({ day: Timestamp, value: Type.String({ pattern: '^-?[0-9]+$' }) }), {
  maxItems: 20_000,
});

/**
 * `/api/data/address/:address`: an address's days, oldest first: its POX balance (sun) at the close of
 * each day it was read from the node, and its transactions (sent and received) and token transfers
 * (in and out) of each active day.
 */
export const AddressActivity = Type.Object({
  address: Address,
  balance: DayPoints,
  transactions: DayPoints,
  transfers: DayPoints,
});
export type AddressActivity = Static<typeof AddressActivity>;
