import { type FirstCalls, pageOf } from '../../app/prefetchCalls';

/** Accounts a page of the rich list shows. */
export const ACCOUNTS_LIMIT = 20;

/** The rich list's first calls: the page of the URL, and the supply its shares are of. */
export const accountsCalls: FirstCalls = (url) => [
  ['accounts', { page: pageOf(url), limit: ACCOUNTS_LIMIT }],
  ['homeStats', undefined],
];
