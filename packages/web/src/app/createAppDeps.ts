import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { type ApiClientOptions, createApiClient } from '../api/client';
import { createQueryClient } from '../api/queryClient';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { createAppStore } from '../state/store';
import type { AppDeps } from './App';
import { createRoutes } from './routes';

export interface AppDepsOptions extends ApiClientOptions {
  /** Start in memory at this URL instead of the browser's location (tests). */
  initialUrl?: string;
  storage?: Parameters<typeof createAppStore>[0];
}

/** Wires the app's parts for one page load. */
export function createAppDeps(config: RuntimeConfig, options: AppDepsOptions = {}): AppDeps {
  const api = createApiClient(config, options);
  const queryClient = createQueryClient();
  const { store, persistor } = createAppStore(options.storage);
  const routes = createRoutes({ api, queryClient });
  const router =
    options.initialUrl === undefined
      ? createBrowserRouter(routes)
      : createMemoryRouter(routes, { initialEntries: [options.initialUrl] });
  return { config, api, queryClient, store, persistor, router };
}
