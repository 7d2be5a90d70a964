import { type FirstCalls, pageOf, tabOf } from '../../app/prefetchCalls';
import { WITNESS_LIST_CALLS } from '../../witnesses/useWitnessLists';

export const SR_TABS = [
  { id: 'srs', label: 'Super Representatives' },
  { id: 'partners', label: 'SR Partners' },
  { id: 'candidates', label: 'SR Candidates' },
] as const;

/** The votes list's pages hold 100 candidates; page n of the candidates tab is its page n + 1 past rank 127. */
export const CANDIDATES_PAGE = 100;

export const candidatesParams = (page: number) => ({
  pageNo: page + 1,
  pageLimit: CANDIDATES_PAGE,
  term: '',
});

/**
 * The SR page's first calls: the two lists, the figures the widgets and reward columns are computed
 * from, the candidates' page on that tab, and the SR of `?sr=`.
 */
export const superRepresentativesCalls: FirstCalls = (url) => {
  const sr = url.searchParams.get('sr');
  return [
    ...WITNESS_LIST_CALLS,
    ['votesData', undefined],
    ['homeStats', undefined],
    ['networkParameters', undefined],
    ['blocksInfo', undefined],
    ...(tabOf(url, SR_TABS) === 'candidates'
      ? ([['votesList', candidatesParams(pageOf(url))]] as const)
      : []),
    ...(sr ? ([['witness', { address: sr }]] as const) : []),
  ];
};
