import { type FirstCalls, pageOf, tabOf } from '../../app/prefetchCalls';

export const TOKEN_TABS = [
  { id: 'prc20', label: 'PRC20' },
  { id: 'prc721', label: 'PRC721' },
  { id: 'prc10', label: 'PRC10' },
  { id: 'all', label: 'All' },
] as const;

/** The spec's page size for the tokens list. */
export const TOKENS_LIMIT = 10;

export type TokenTab = (typeof TOKEN_TABS)[number]['id'];

/** The tokens list's first calls: the standard and page of the URL, and the counts. */
export const tokensCalls: FirstCalls = (url) => [
  ['tokens', { type: tabOf(url, TOKEN_TABS) ?? 'prc20', limit: TOKENS_LIMIT, pageNo: pageOf(url) }],
  ['contractCounts', undefined],
];
