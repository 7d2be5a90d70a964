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

/** Third-party code of the first paint, split so it stays cached across releases of the app's own code. */
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'vendor',
    test: /node_modules[\\/](react-router|@tanstack|@reduxjs|redux|redux-persist|react-redux|immer|reselect)[\\/]/,
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
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
