import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ApiProvider } from '../api/ApiContext';
import type { ApiClient } from '../api/client';
import { ConfigProvider } from '../config/ConfigContext';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { AppStore } from '../state/store';

const Toasts = lazy(() => import('./Toasts'));

export interface AppDeps {
  config: RuntimeConfig;
  api: ApiClient;
  queryClient: QueryClient;
  store: AppStore;
  persistor: Persistor;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers around the router. Nothing renders until the persisted state is restored (PersistGate). */
export function App({ deps }: { deps: AppDeps }) {
  return (
    <StrictMode>
      <ConfigProvider config={deps.config}>
        <ApiProvider client={deps.api}>
          <QueryClientProvider client={deps.queryClient}>
            <ReduxProvider store={deps.store}>
              <PersistGate loading={null} persistor={deps.persistor}>
                <RouterProvider router={deps.router} />
                <Suspense fallback={null}>
                  <Toasts />
                </Suspense>
              </PersistGate>
            </ReduxProvider>
          </QueryClientProvider>
        </ApiProvider>
      </ConfigProvider>
    </StrictMode>
  );
}
