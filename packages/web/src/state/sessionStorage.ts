import type { Storage as PersistStorage } from 'redux-persist';

/** redux-persist's storage contract over the tab's sessionStorage; a blocked storage (privacy mode) persists nothing. */
export function sessionStorageAdapter(
  storage: globalThis.Storage | undefined = safeSessionStorage(),
): PersistStorage {
  return {
    getItem: async (key: string) => storage?.getItem(key) ?? null,
    setItem: async (key: string, value: string) => storage?.setItem(key, value),
    removeItem: async (key: string) => storage?.removeItem(key),
  };
}

function safeSessionStorage(): globalThis.Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
