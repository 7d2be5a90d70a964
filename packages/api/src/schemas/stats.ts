import { type Static, Type } from 'typebox';
import { Address, Amount, BlockNumber, DescribedAmount, Timestamp } from './common.js';

/** The one total supply of every screen and of the POX Supply page. */
const TotalSupply = DescribedAmount(
  'every POX held: balances, stakes, delegations, unstaking, withdrawable and unclaimed rewards (the POX Supply total), sun',
);

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** `/api/status`: the home page's statistics, all from counters. */
export const HomeStats = Type.Object({
  latestBlock: BlockNumber,
  latestSolidifiedBlock: BlockNumber,
  latestBlockTime: Nullable(Timestamp),
  transactions: Type.Integer({ minimum: 0 }),
  transfers: Type.Integer({ minimum: 0 }),
  accounts: Type.Integer({ minimum: 0 }),
  tokens: Type.Integer({ minimum: 0 }),
  contracts: Type.Integer({ minimum: 0 }),
  witnesses: Type.Integer({ minimum: 0 }),
  transactions24h: Type.Integer({ minimum: 0 }),
  totalStaked: Amount,
  totalSupply: TotalSupply,
  indexedFrom: Nullable(
    Type.Integer({
      minimum: 0,
      description:
        'the first indexed block: the explorer holds no history before it (null: nothing indexed yet)',
    }),
  ),
  indexer: Type.Object({
    state: Type.Union(
      [
        Type.Literal('starting'),
        Type.Literal('catching_up'),
        Type.Literal('following'),
        Type.Literal('node_unreachable'),
        Type.Literal('node_missing_blocks'),
        Type.Literal('node_behind'),
        Type.Literal('fork_below_finality'),
        Type.Literal('stopped'),
      ],
      { description: 'what the indexer is doing (starting when it never ran)' },
    ),
    error: Nullable(Type.String({ description: 'its last error (why it waits or stopped)' })),
    errorAt: Nullable(Timestamp),
  }),
});
export type HomeStats = Static<typeof HomeStats>;

/** `/api/getprice`: the latest POX price. `testnet: true` marks a configured testnet series, not market data. */
export const PriceResponse = Type.Object({
  available: Type.Boolean(),
  usd: Nullable(Type.Number({ minimum: 0 })),
  change24h: Nullable(Type.Number({ description: 'percent' })),
  time: Nullable(Timestamp),
  source: Nullable(Type.String()),
  testnet: Type.Boolean(),
});
export type PriceResponse = Static<typeof PriceResponse>;

export const PriceChartQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 30 })),
});
export type PriceChartQuery = Static<typeof PriceChartQuery>;

export const PriceChartResponse = Type.Object({
  source: Nullable(Type.String()),
  testnet: Type.Boolean(),
  points: Type.Array(Type.Object({ time: Timestamp, usd: Type.Number({ minimum: 0 }) })),
});
export type PriceChartResponse = Static<typeof PriceChartResponse>;

/** What the full node says of itself (`/wallet/getnodeinfo`) and of its peers (`/wallet/listnodes`). */
export const NodeStatus = Type.Object({
  version: Nullable(Type.String({ description: "java-tron's codeVersion, e.g. 4.8.1" })),
  versionNumber: Nullable(Type.String({ description: 'versionNum (build number)' })),
  p2pVersion: Nullable(Type.String({ description: 'the network id of its peer-to-peer protocol' })),
  headBlock: Nullable(BlockNumber),
  solidifiedBlock: Nullable(BlockNumber),
  connections: Type.Object({
    current: Type.Integer({ minimum: 0 }),
    active: Type.Integer({ minimum: 0, description: 'connections it opened' }),
    passive: Type.Integer({ minimum: 0, description: 'connections peers opened' }),
  }),
  peers: Nullable(
    Type.Object(
      {
        total: Type.Integer({ minimum: 0 }),
        list: Type.Array(Type.Object({ host: Type.String(), port: Type.Integer({ minimum: 0 }) })),
      },
      { description: 'nodes it has discovered (the first 100 listed); null when listnodes did not answer' },
    ),
  ),
  checkedAt: Timestamp,
});
export type NodeStatus = Static<typeof NodeStatus>;

/** `/api/nodeinfo`: what the explorer knows of the network it follows. */
export const NodeInfo = Type.Object({
  networkName: Type.String(),
  latestBlock: BlockNumber,
  latestSolidifiedBlock: BlockNumber,
  witnesses: Type.Integer({ minimum: 0 }),
  activeWitnesses: Type.Integer({ minimum: 0 }),
  chainParameters: Type.Integer({ minimum: 0 }),
  indexerLagMs: Nullable(Type.Integer()),
  node: Type.Union([NodeStatus, Type.Null()], {
    description: 'the full node, read at most every 10 s; null when it did not answer',
  }),
});
export type NodeInfo = Static<typeof NodeInfo>;

/** `/api/getblocknRes`: the latest block and the network's resource prices. */
export const BlockAndResources = Type.Object({
  latestBlock: BlockNumber,
  latestBlockTime: Nullable(Timestamp),
  energyFeeSun: Nullable(Amount),
  bandwidthFeeSun: Nullable(Amount),
  totalEnergyLimit: Nullable(Amount),
  totalBandwidthLimit: Nullable(Amount),
});
export type BlockAndResources = Static<typeof BlockAndResources>;

const Daily = Type.Array(Type.Object({ day: Timestamp, value: Type.Integer({ minimum: 0 }) }));

/** `/api/account/stats`: the accounts screen's statistics. */
export const AccountStats = Type.Object({
  accounts: Type.Integer({ minimum: 0 }),
  newAccounts24h: Type.Integer({ minimum: 0 }),
  contracts: Type.Integer({ minimum: 0 }),
  dailyNewAccounts: Daily,
});
export type AccountStats = Static<typeof AccountStats>;

/** `/api/AccountStats`: the POX slider (native token page): supply, staking and holder figures. */
export const PoxSlider = Type.Object({
  totalSupply: TotalSupply,
  totalStaked: Amount,
  holders: Type.Integer({ minimum: 0 }),
  transfers: Type.Integer({ minimum: 0 }),
  feesBurnedToday: DescribedAmount('fees burned in the current UTC day, sun'),
  feesBurnedTotal: DescribedAmount('fees burned since the first indexed block, sun'),
});
export type PoxSlider = Static<typeof PoxSlider>;

/** `/api/token0`: the native token. */
export const NativeTokenDetail = Type.Object({
  name: Type.String(),
  symbol: Type.String(),
  decimals: Type.Integer(),
  totalSupply: TotalSupply,
  holders: Type.Integer({ minimum: 0 }),
  transfers: Type.Integer({ minimum: 0 }),
  topHolders: Type.Array(Type.Object({ address: Address, balance: Amount })),
});
export type NativeTokenDetail = Static<typeof NativeTokenDetail>;

/**
 * `/governance/tvlgraph`: staked POX per UTC day, oldest first: each past day's closing total as
 * recorded, then today's live total. Days with no record are absent, never filled in.
 */
export const TvlGraph = Type.Object({ points: Type.Array(Type.Object({ day: Timestamp, staked: Amount })) });
export type TvlGraph = Static<typeof TvlGraph>;

/** Counts of the governance service (`/token/contractCounts`, `/token/transferCounts`). */
export const CountResponse = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  last24h: Type.Integer({ minimum: 0 }),
  daily: Daily,
});
export type CountResponse = Static<typeof CountResponse>;
