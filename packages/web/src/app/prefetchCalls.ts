import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ApiClient } from '../api/client';
import type { ParamsOf, ResourceName } from '../api/resources';
import { apiQueryOptions } from '../api/useApiQuery';

/** One registry call a page opens with: the same name and params as the page's `useApiQuery`. */
export type FirstCall = { [N in ResourceName]: readonly [N, ParamsOf<N>] }[ResourceName];

/** The calls a route's page opens with, from the route's URL and parameters. */
export type FirstCalls = (url: URL, params: LoaderFunctionArgs['params']) => FirstCall[];

/**
 * How long an answer the loader fetched stays fresh: long enough for the page's code to arrive over a
 * slow phone network, so the page mounting on it does not ask the same question again.
 */
export const PREFETCHED_FRESH_MS = 30_000;

/**
 * A route's loader, starting the page's first calls while the page's code downloads so data and code
 * arrive side by side. The loader returns at once: the page shows its own skeleton until the data is
 * there. It runs when the route is entered, not again while it stays (another id, a list's page, a
 * tab): the page's code is there and it asks itself, and a loader run would swap it for the spinner.
 */
export function prefetchCalls(
  deps: { api: ApiClient; queryClient: QueryClient },
  calls: FirstCalls,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: loaderOf(deps, calls),
    shouldRevalidate: () => false,
  };
}

function loaderOf(deps: { api: ApiClient; queryClient: QueryClient }, calls: FirstCalls) {
  return ({ request, params }: LoaderFunctionArgs) => {
    for (const [name, callParams] of calls(new URL(request.url), params)) {
      const options = apiQueryOptions(deps.api, name as ResourceName, callParams as ParamsOf<ResourceName>);
      // Per key, so the page's own query (same key) shares the freshness without knowing of the loader.
      deps.queryClient.setQueryDefaults(options.queryKey, { staleTime: PREFETCHED_FRESH_MS });
      void deps.queryClient.prefetchQuery(options);
    }
    return null;
  };
}

/** `?page=` as `usePageParam` reads it: a positive integer, else 1. */
export function pageOf(url: URL, name = 'page'): number {
  const value = Number(url.searchParams.get(name));
  return Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/** `?tab=` as `useActiveTab` reads it: one of `tabs`, else the first. */
export function tabOf<Id extends string>(
  url: URL,
  tabs: readonly { id: Id }[],
  name = 'tab',
): Id | undefined {
  const value = url.searchParams.get(name);
  return tabs.find((tab) => tab.id === value)?.id ?? tabs[0]?.id;
}
