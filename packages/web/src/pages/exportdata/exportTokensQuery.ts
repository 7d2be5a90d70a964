import type { ApiClient } from '../../api/client';
import { apiQueryOptions } from '../../api/useApiQuery';

/** The export page's token list: asked once per address (no retries, never stale), shared with the route loader. */
export function exportTokensQuery(api: ApiClient, address: string) {
  return {
    ...apiQueryOptions(api, 'exportTokens', { address }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  };
}
