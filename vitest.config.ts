import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources in tests, so no build is needed first.
const resolve = { conditions: ['@poxscan/source'] };
const ssr = { resolve: { conditions: ['@poxscan/source'], externalConditions: ['@poxscan/source'] } };

const nodeProject = (name: string, extra: Record<string, unknown> = {}) => ({
  resolve,
  ssr,
  test: {
    name,
    root: `packages/${name}`,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    ...extra,
  },
});

export default defineConfig({
  test: {
    projects: [
      nodeProject('protocol'),
      nodeProject('devnet'),
      nodeProject('db'),
      nodeProject('indexer'),
      nodeProject('api'),
      nodeProject('cli'),
      { extends: 'packages/web/vite.config.ts', test: { name: 'web', root: 'packages/web' } },
      {
        resolve,
        ssr,
        test: {
          name: 'support',
          root: 'test-support',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
