import { type FirstCalls, pageOf } from '../../app/prefetchCalls';
import { WITNESS_LIST_CALLS } from '../../witnesses/useWitnessLists';

/** The spec's votes list: ten a page, filtered by the search term. */
export const VOTES_PAGE_LIMIT = 10;

export const votesListParams = (page: number, term: string) => ({
  pageNo: page,
  pageLimit: VOTES_PAGE_LIMIT,
  term,
});

/** The votes page's first calls: the list's page and search of the URL, its totals, and the SR names. */
export const votesCalls: FirstCalls = (url) => [
  ['votesList', votesListParams(pageOf(url), url.searchParams.get('term') ?? '')],
  ['votesData', undefined],
  ...WITNESS_LIST_CALLS,
];
