import { useEffect, useState } from 'react';

export type AbiTools = typeof import('./abiTools');

let loading: Promise<AbiTools> | undefined;

/** The ABI codec, loaded on first use; undefined until it has arrived (or while `enabled` is false). */
export function useAbiTools(enabled = true): AbiTools | undefined {
  const [tools, setTools] = useState<AbiTools>();
  useEffect(() => {
    if (!enabled) return;
    let mounted = true;
    loading ??= import('./abiTools');
    void loading.then((loaded) => {
      if (mounted) setTools(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [enabled]);
  return tools;
}
