import type { ApiClient } from '../../api/client';
import { queryKeyOf } from '../../api/queryKeys';

/**
 * The export page's token list: asked once per address (no retries, never stale), shared with the route
 * loader that starts it. Not cancellable, so a re-mount while it loads does not ask again.
 */
export function exportTokensQuery(api: ApiClient, address: string) {
  return {
    queryKey: queryKeyOf('exportTokens', { address }),
    queryFn: () => api.request('exportTokens', { address }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  };
}
