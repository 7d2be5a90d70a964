import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { apiQueryOptions } from '../../api/useApiQuery';

/** The first page of the home lists: the newest ten blocks and transactions. */
export const LATEST = { page: 1, limit: 10 } as const;

/** The live stream keeps these current; a fresh prefetch is not asked for again when the screen mounts. */
export const LIVE_STALE_MS = 15_000;

/**
 * The home screen's route loader: asks for the content's code, its figures and its lists as soon as
 * the route matches, before the first render. Returns at once; the screen reads the same cache entries.
 */
export function prefetchHome({ api, queryClient }: { api: ApiClient; queryClient: QueryClient }) {
  return () => {
    void import('./HomeContent');
    void queryClient.prefetchQuery(apiQueryOptions(api, 'homeStats', undefined));
    void queryClient.prefetchQuery(apiQueryOptions(api, 'blocks', { ...LATEST }));
    void queryClient.prefetchQuery(apiQueryOptions(api, 'transactionTable', { ...LATEST }));
    return null;
  };
}
