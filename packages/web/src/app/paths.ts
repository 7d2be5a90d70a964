/**
 * Every route of the app, written once: the router matches these patterns (`routeOf`) and links are
 * built from them (`paths`). A pattern's one `:param` is the id as it appears in the URL.
 */
const PATTERNS = {
  home: '/',
  transactionDetails: '/transactiondetails/:id',
  node: '/blockchain/node',
  blocks: '/blockchain/blocks',
  blockDetails: '/blockchain/block/blockdetails/:id',
  accounts: '/blockchain/accounts',
  transactions: '/blockchain/transactions',
  transfers: '/blockchain/transfers',
  contracts: '/blockchain/contracts',
  address: '/address-account/:id',
  tokens: '/tokens',
  tokenDetails: '/tokendetails/:id',
  poxToken: '/tokens/pox',
  superRepresentatives: '/governance/superrepresentatives',
  votes: '/governance/votes',
  stakingGovernance: '/governance/poxstakinggovernance',
  parametersProposals: '/governance/parameterandproposal',
  contractsDeployment: '/more/contractsdeployment',
  broadcastTransaction: '/more/broadcasttransaction',
  contractsVerification: '/more/contractsverification',
  encodingConverter: '/more/encodingconverter',
  prc20TokenDeployment: '/more/prc20tokendeployment',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  support: '/support',
  exportData: '/exportdata/:address',
  tooManyRequests: '/too-many-request',
  stakeResources: '/stake-resources',
  poxSupply: '/data/pox-supply',
  rankings: '/data/rankings',
  charts: '/data/charts',
  chart: '/data/charts/:id',
} as const;

export type RouteName = keyof typeof PATTERNS;

/** A fixed path, or a builder for a path with one parameter. */
type PathOf<P extends string> = P extends `${string}:${string}` ? (value: string) => string : P;

function pathOf<P extends string>(pattern: P): PathOf<P> {
  const built = pattern.includes(':')
    ? (value: string) => pattern.replace(/:\w+/, encodeURIComponent(value))
    : pattern;
  return built as PathOf<P>;
}

/** Links: `paths.blocks`, `paths.blockDetails(id)`. */
export const paths = Object.fromEntries(
  Object.entries(PATTERNS).map(([name, pattern]) => [name, pathOf(pattern)]),
) as { [N in RouteName]: PathOf<(typeof PATTERNS)[N]> };

/** The router's pattern of a route, relative to the root layout: `routeOf('blockDetails')`. */
export const routeOf = (name: RouteName): string => PATTERNS[name].slice(1);
