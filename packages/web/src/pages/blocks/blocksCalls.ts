import { type FirstCalls, pageOf } from '../../app/prefetchCalls';

/** Blocks a page of the list shows. */
export const BLOCKS_LIMIT = 20;

/** The blocks list's first call: the page of the URL. */
export const blocksCalls: FirstCalls = (url) => [['blocks', { page: pageOf(url), limit: BLOCKS_LIMIT }]];
