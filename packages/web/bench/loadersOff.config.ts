// `vite build --config bench/loadersOff.config.ts`: the app with every route loader turned off, the
// "before" of the first-row benchmark. Only the benchmark builds it; the served app never is.
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import base from '../vite.config.ts';

const NO_LOADERS = fileURLToPath(new URL('./noLoaders.ts', import.meta.url));

/** The router's `./prefetchCalls` becomes one whose routes ask for nothing. */
function loadersOff(): Plugin {
  return {
    name: 'poxscan-bench-loaders-off',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './prefetchCalls' && importer?.endsWith('/app/routes.tsx') ? NO_LOADERS : null;
    },
  };
}

export default mergeConfig(base, { plugins: [loadersOff()] });
