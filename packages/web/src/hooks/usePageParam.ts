import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** A positive integer kept in the URL (`?page=3`); anything else reads as 1. */
export function usePageParam(name = 'page'): number {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/** A string kept in the URL (`?cursor=…`, `?tab=…`), or undefined. */
export function useSearchParam(name: string): string | undefined {
  const [params] = useSearchParams();
  return params.get(name) ?? undefined;
}

/**
 * Builds links to this page with some URL parameters changed (null removes one), keeping the others:
 * pagination, tabs and filters all live in the URL.
 */
export function useHrefWith(): (changes: Record<string, string | null>) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (changes) => {
      const params = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) params.delete(key);
        else params.set(key, value);
      }
      const query = params.toString();
      return query === '' ? pathname : `${pathname}?${query}`;
    },
    [pathname, search],
  );
}
