import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

/** `npm run dev` talks to a running `poxscan start` (API, runtime config) on this origin. */
const DEV_BACKEND = 'http://localhost:8080';
const BACKEND_PATHS = [
  '/config.json',
  '/api',
  '/wallet',
  '/walletsolidity',
  '/governance',
  '/token',
  '/blockchain/contractpage',
  '/blockchain/contractdetail',
  '/blockchain/getcontractholders',
  '/blockchain/contractslider',
  '/dev',
  '/support/create',
];

/**
 * Chunks: third-party code of the first paint apart from the app's (it stays cached across releases of
 * the app's own code); the app's modules of the first paint in one chunk; the small components most
 * screens share in one chunk, instead of a request for each (a screen was 20–30 requests, 5–6 waves
 * of a browser's connections to one host).
 */
const CHUNK_GROUPS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'vendor',
    test: /node_modules[\\/](react-router|@tanstack|@reduxjs|redux|redux-persist|react-redux|immer|reselect)[\\/]/,
  },
  { name: 'shell', tags: ['$initial' as const] },
  {
    name: 'common',
    test: /packages[\\/]web[\\/]src[\\/](components|hooks|live|api|app)[\\/]/,
    minShareCount: 3,
    maxModuleSize: 3000,
    // Only the matched modules: their dependencies (ABI codec, charts) keep their own on-demand chunks.
    includeDependenciesRecursively: false,
  },
];

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { conditions: ['@poxscan/source', 'module', 'browser', 'development|production'] },
  server: {
    proxy: Object.fromEntries(
      BACKEND_PATHS.map((path) => [path, { target: DEV_BACKEND, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Every browser of the es2022 target preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
