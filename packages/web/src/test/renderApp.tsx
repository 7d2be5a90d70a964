import { render } from '@testing-library/react';
import { App } from '../app/App';
import { createAppDeps } from '../app/createAppDeps';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { type FakeAnswerFor, type FakeRoutes, fakeApi } from './fakeApi';

export const testConfig: RuntimeConfig = {
  networkName: 'Yuvi Testnet',
  api: { node: '', governance: '', fullnode: '' },
  apiKey: 'public-test-key',
  explorers: { testnet: 'https://testnet.poxscan.example', mainnet: 'https://poxscan.example' },
  devnet: false,
  walletSiteUrl: 'https://polink.example',
};

export const emptyNotifications: FakeAnswerFor<'notifications'> = { data: { status: 200, message: [] } };

/** The whole app at `url`, its HTTP answered by `routes` (the probe answers "no notifications" unless told). */
export function renderApp(
  url: string,
  options: { routes?: FakeRoutes; config?: Partial<RuntimeConfig> } = {},
) {
  const api = fakeApi({ notifications: emptyNotifications, ...options.routes });
  const deps = createAppDeps({ ...testConfig, ...options.config }, { adapter: api.adapter, initialUrl: url });
  const view = render(<App deps={deps} />);
  return { ...view, deps, requests: api.requests };
}
