import type { DailySeries, SeriesName } from '@poxscan/api/schemas';
import { formatUnits, POX_DECIMALS } from '@poxscan/protocol/browser';
import { formatCount } from '../components/format/number';
import { CHART_SERIES_NAMES, SUPPLY_SERIES_NAMES } from './names';

export type Unit = DailySeries['unit'];

export interface SeriesInfo {
  name: SeriesName;
  title: string;
  /** one line on what a day's value is */
  about: string;
  kind: 'bars' | 'line';
}

/** The Charts page, in its order: every daily series the explorer keeps. */
const CHART_INFO: Record<(typeof CHART_SERIES_NAMES)[number], Omit<SeriesInfo, 'name'>> = {
  transactions: { title: 'Transactions', about: 'Transactions in the day’s blocks.', kind: 'bars' },
  transfers: { title: 'Token transfers', about: 'Transfers of every standard.', kind: 'bars' },
  'transfers-pox': { title: 'POX transfers', about: 'Native POX transfers.', kind: 'bars' },
  'transfers-prc10': { title: 'PRC10 transfers', about: 'PRC10 token transfers.', kind: 'bars' },
  'transfers-prc20': { title: 'PRC20 transfers', about: 'PRC20 Transfer events.', kind: 'bars' },
  'transfers-prc721': {
    title: 'PRC721 transfers',
    about: 'PRC721 (NFT) Transfer events.',
    kind: 'bars',
  },
  'active-addresses': {
    title: 'Active addresses',
    about: 'Addresses that sent or received a transaction or transfer, or produced a block.',
    kind: 'bars',
  },
  'new-addresses': {
    title: 'New addresses',
    about: 'Addresses seen for the first time.',
    kind: 'bars',
  },
  blocks: { title: 'Blocks', about: 'Blocks produced.', kind: 'bars' },
  'block-time': {
    title: 'Average block time',
    about: 'Mean time between each block and its parent.',
    kind: 'line',
  },
  'fees-burned': { title: 'Fees burned', about: 'POX burned by transaction fees.', kind: 'bars' },
  'energy-used': { title: 'Energy used', about: 'Energy used by transactions.', kind: 'bars' },
  'bandwidth-used': {
    title: 'Bandwidth used',
    about: 'Bandwidth (bytes) used by transactions.',
    kind: 'bars',
  },
  staked: {
    title: 'POX staked',
    about: 'Staked POX at the close of the day, delegated included.',
    kind: 'line',
  },
  'total-votes': {
    title: 'Total votes',
    about: 'Votes cast for SRs at the close of the day.',
    kind: 'line',
  },
  'contract-calls': {
    title: 'Contract calls',
    about: 'TriggerSmartContract transactions.',
    kind: 'bars',
  },
  'new-contracts': { title: 'New contracts', about: 'Contracts created.', kind: 'bars' },
  'new-tokens': { title: 'New tokens', about: 'Tokens issued or first seen moving.', kind: 'bars' },
};
export const CHART_SERIES: SeriesInfo[] = CHART_SERIES_NAMES.map((name) => ({ name, ...CHART_INFO[name] }));

/** A value of the unit as a number for the chart's y axis (POX for sun, seconds for ms). */
export function chartValue(value: string, unit: Unit): number {
  if (unit === 'sun') return Number(value) / 10 ** POX_DECIMALS;
  if (unit === 'ms') return Number(value) / 1000;
  return Number(value);
}

const SECONDS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** An axis or tooltip label of a chart value (already in POX or seconds). */
export function formatChartValue(unit: Unit): (value: number) => string {
  if (unit === 'ms') return (v) => `${SECONDS.format(v)} s`;
  if (unit === 'sun') return (v) => `${COMPACT.format(v)} POX`;
  if (unit === 'count') return (v) => (Math.abs(v) < 10_000 ? formatCount(v) : COMPACT.format(v));
  return (v) => COMPACT.format(v);
}

const CSV_HEADER: Record<Unit, string> = {
  count: 'count',
  sun: 'POX',
  ms: 'seconds',
  energy: 'energy',
  bytes: 'bytes',
  votes: 'votes',
};

/** The series as CSV: one `date,value` line per day, POX and seconds exact (no float rounding). */
export function seriesCsv(series: DailySeries): string {
  const exact = (value: string) =>
    series.unit === 'sun'
      ? formatUnits(BigInt(value), POX_DECIMALS, { trimZeros: true })
      : series.unit === 'ms'
        ? formatUnits(BigInt(value), 3, { trimZeros: true })
        : value;
  const lines = series.points.map((p) => `${new Date(p.day).toISOString().slice(0, 10)},${exact(p.value)}`);
  return `${[`date,${series.series} (${CSV_HEADER[series.unit]})`, ...lines].join('\n')}\n`;
}

/** The supply page's daily charts (also reachable at `/data/charts/:series`). */
const SUPPLY_INFO: Record<(typeof SUPPLY_SERIES_NAMES)[number], Omit<SeriesInfo, 'name'>> = {
  'total-supply': {
    title: 'Total supply',
    about: 'The sum of every part below, at the close of the day.',
    kind: 'line',
  },
  circulating: {
    title: 'Circulating',
    about: 'POX in balances (not staked), at the close of the day.',
    kind: 'line',
  },
  'staked-bandwidth': {
    title: 'Staked for bandwidth',
    about: 'Stake 2.0 and Stake 1.0 for bandwidth, at the close of the day.',
    kind: 'line',
  },
  'staked-energy': {
    title: 'Staked for energy',
    about: 'Stake 2.0 and Stake 1.0 for energy, at the close of the day.',
    kind: 'line',
  },
  delegated: {
    title: 'Delegated',
    about: 'Staked POX (Stake 2.0 and 1.0) whose resources are delegated, at the close of the day.',
    kind: 'line',
  },
  'staked-votes': {
    title: 'Staked for votes only',
    about: 'Stake 2.0 for neither resource and Stake 1.0 tron power, at the close of the day.',
    kind: 'line',
  },
  unstaking: {
    title: 'Unstaking',
    about: 'Unstaked POX still in its waiting period, at the close of the day.',
    kind: 'line',
  },
  withdrawable: {
    title: 'Unstaked, not withdrawn',
    about: 'POX past its unstaking wait and not yet withdrawn, at the close of the day.',
    kind: 'line',
  },
  'unclaimed-rewards': {
    title: 'Unclaimed rewards',
    about: 'Rewards credited to accounts and not yet withdrawn, at the close of the day.',
    kind: 'line',
  },
  'fees-burned': {
    title: 'Fees burned',
    about: 'POX burned by transaction fees in the day.',
    kind: 'bars',
  },
  rewards: { title: 'SR rewards issued', about: 'Block rewards of the day’s blocks.', kind: 'bars' },
};
export const SUPPLY_SERIES: SeriesInfo[] = SUPPLY_SERIES_NAMES.map((name) => ({
  name,
  ...SUPPLY_INFO[name],
}));
