import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from './runtimeConfig';

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function ConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (config === null) throw new Error('useRuntimeConfig must be used inside ConfigProvider');
  return config;
}
