import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApiClient } from './ApiContext';
import type { ApiClient } from './client';
import type { ApiError } from './errors';
import { queryKeyOf } from './queryKeys';
import type { ParamsOf, ResourceName, ResponseOf } from './resources';

export type ApiQueryOptions<N extends ResourceName> = Omit<
  UseQueryOptions<ResponseOf<N>, ApiError>,
  'queryKey' | 'queryFn'
>;

/** The options of one registry call, for `useQuery`, `prefetchQuery` and `fetchQuery` alike. */
export function apiQueryOptions<N extends ResourceName>(client: ApiClient, name: N, params: ParamsOf<N>) {
  return {
    queryKey: queryKeyOf(name, params),
    queryFn: ({ signal }: { signal: AbortSignal }) => client.request(name, params, { signal }),
  };
}

/** THE data hook: `useApiQuery('notifications', undefined)`, `useApiQuery('search', { term })`. */
export function useApiQuery<N extends ResourceName>(
  name: N,
  params: ParamsOf<N>,
  options: ApiQueryOptions<N> = {},
): UseQueryResult<ResponseOf<N>, ApiError> {
  const client = useApiClient();
  return useQuery({ ...options, ...apiQueryOptions(client, name, params) });
}
