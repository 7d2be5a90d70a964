import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../api/queryKeys';
import { useLiveEvent } from './useLiveEvent';

/** Keeps the cached home statistics current from the live stream (figures update in place). */
export function useLiveStats(): void {
  const queryClient = useQueryClient();
  useLiveEvent('stats', (stats) => {
    queryClient.setQueryData(queryKeyOf('homeStats', undefined), stats);
  });
}
