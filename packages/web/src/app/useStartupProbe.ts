import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../api/ApiContext';
import { ApiError } from '../api/errors';
import { apiQueryOptions } from '../api/useApiQuery';
import { logger } from '../logger';
import { paths } from './paths';

/**
 * The startup probe: one call to the node service when the app starts (it also warms the notifications
 * cache). A 429 sends the visitor to the rate-limit page.
 */
export function useStartupProbe(): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queryClient
      .fetchQuery({ ...apiQueryOptions(api, 'notifications', undefined), retry: false })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 429)
          navigate(paths.tooManyRequests, { replace: true });
        else logger.error('startup probe failed', error);
      });
  }, [api, queryClient, navigate]);
}
