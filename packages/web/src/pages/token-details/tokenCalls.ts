import type { FirstCalls } from '../../app/prefetchCalls';

/** The id of a token page that is a token of its own: `_` is POX, which has a page of its own. */
export const isTokenId = (id: string) => id !== '_' && id !== '';

/** The token page's first call. */
export const tokenCalls: FirstCalls = (_url, { id = '' }) => (isTokenId(id) ? [['tokenDetail', { id }]] : []);
