import { type FirstCalls, tabOf } from '../../app/prefetchCalls';
import { WITNESS_LIST_CALLS } from '../../witnesses/useWitnessLists';

export const GOVERNANCE_TABS = [
  { id: 'parameters', label: 'Network parameters' },
  { id: 'proposals', label: 'Proposals' },
] as const;

/**
 * The governance page's first calls: the chain parameters on their tab; the proposals (a list the
 * API answers whole) and the SR names of their approvers on the other tab or for `?proposal=`.
 */
export const parametersProposalsCalls: FirstCalls = (url) => {
  const proposals = tabOf(url, GOVERNANCE_TABS) === 'proposals' || url.searchParams.has('proposal');
  return [
    ...(tabOf(url, GOVERNANCE_TABS) === 'parameters' ? ([['networkParameters', undefined]] as const) : []),
    ...(proposals ? ([['proposals', undefined], ...WITNESS_LIST_CALLS] as const) : []),
  ];
};
