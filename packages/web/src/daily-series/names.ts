// The series names alone, for the Data pages' route loaders on the first-paint path; their titles
// and descriptions (catalogue.ts) load with the pages.

/** The Charts page's series, in its order: every daily series the explorer keeps. */
export const CHART_SERIES_NAMES = [
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
] as const;

/** The supply page's daily charts, in its order (also reachable at `/data/charts/:series`). */
export const SUPPLY_SERIES_NAMES = [
  'total-supply',
  'circulating',
  'staked-bandwidth',
  'staked-energy',
  'delegated',
  'staked-votes',
  'unstaking',
  'withdrawable',
  'unclaimed-rewards',
  'fees-burned',
  'rewards',
] as const;
