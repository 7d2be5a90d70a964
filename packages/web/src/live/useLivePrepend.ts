import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LiveEventName, LiveEvents } from './events';
import { useLiveEvent } from './useLiveEvent';

interface Page<T> {
  items: T[];
}

export interface LivePrependOptions<T, K extends LiveEventName> {
  /** The cached first page the new items belong to. */
  queryKey: QueryKey;
  event: K;
  itemsOf: (data: LiveEvents[K]) => T[];
  keyOf: (item: T) => string;
  /** Position in the list's order (block height): only items at or above the top are new. */
  orderOf: (item: T) => number;
  /** The page size: the list keeps this many rows. */
  limit: number;
  enabled?: boolean;
}

/**
 * Live rows for the first page of a list. New items wait (newest first) until `showNew`, which merges
 * them into the query cache: the list never moves under the reader on its own.
 */
export function useLivePrepend<T, K extends LiveEventName>(options: LivePrependOptions<T, K>) {
  const { queryKey, event, itemsOf, keyOf, orderOf, limit, enabled = true } = options;
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<T[]>([]);

  useLiveEvent(
    event,
    (data) => {
      const cached = queryClient.getQueryData<Page<T>>(queryKey);
      if (cached === undefined) return;
      const top = cached.items[0] === undefined ? -1 : orderOf(cached.items[0]);
      const known = new Set(cached.items.map(keyOf));
      const fresh = itemsOf(data).filter((item) => orderOf(item) >= top && !known.has(keyOf(item)));
      if (fresh.length === 0) return;
      setPending((previous) => {
        const seen = new Set(previous.map(keyOf));
        const merged = [...fresh.filter((item) => !seen.has(keyOf(item))), ...previous];
        return merged.sort((a, b) => orderOf(b) - orderOf(a)).slice(0, limit);
      });
    },
    enabled,
  );

  const showNew = useCallback(() => {
    const keys = new Set(pending.map(keyOf));
    queryClient.setQueryData<Page<T>>(queryKey, (old) =>
      old === undefined
        ? old
        : {
            ...old,
            items: [...pending, ...old.items.filter((item) => !keys.has(keyOf(item)))].slice(0, limit),
          },
    );
    setPending([]);
  }, [pending, queryClient, queryKey, keyOf, limit]);

  return { newCount: pending.length, showNew };
}
