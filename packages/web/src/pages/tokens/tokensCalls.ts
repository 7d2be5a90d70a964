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

/** The columns the list sorts by (each served by an index), most held first by default. */
export const TOKEN_SORTS = ['holders', 'transfers', 'created'] as const;
export type TokenSort = (typeof TOKEN_SORTS)[number];
export type TokenOrder = 'asc' | 'desc';

/** `?sort=&order=` as the page reads them: unknown values fall back to most holders first. */
export function tokenSortOf(params: URLSearchParams): { sort: TokenSort; order: TokenOrder } {
  const sort = TOKEN_SORTS.find((s) => s === params.get('sort')) ?? 'holders';
  return { sort, order: params.get('order') === 'asc' ? 'asc' : 'desc' };
}

/** The request's sort parameters: none for the default order, so its request is the plain one. */
export function tokenSortParams(params: URLSearchParams): { sort?: TokenSort; order?: TokenOrder } {
  const { sort, order } = tokenSortOf(params);
  return sort === 'holders' && order === 'desc' ? {} : { sort, order };
}

/** The tokens list's first calls: the standard, page and order of the URL, and the counts. */
export const tokensCalls: FirstCalls = (url) => [
  [
    'tokens',
    {
      type: tabOf(url, TOKEN_TABS) ?? 'prc20',
      limit: TOKENS_LIMIT,
      pageNo: pageOf(url),
      ...tokenSortParams(url.searchParams),
    },
  ],
  ['contractCounts', undefined],
];
