import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Workspace packages resolve to their TypeScript sources in tests, so no build is needed first.
const resolve = { conditions: ['@poxscan/source'] };
const ssr = { resolve: { conditions: ['@poxscan/source'], externalConditions: ['@poxscan/source'] } };

/**
 * For files that open many short-lived PGlite clusters: V8 then spends more CPU compiling PGlite's
 * WebAssembly with TurboFan than the faster code gives back before the cluster closes (the db files
 * took 235 s of CPU with TurboFan, 172 s with Liftoff alone). Files with a busy cluster gain nothing.
 */
const LIFTOFF_ONLY = { execArgv: ['--liftoff-only'] };

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
    // A worker keeps its modules from one file to the next: evaluating Fastify, Kysely, tronweb and
    // the EVM again for every file was a fifth of the node tests' time on a saturated 2-core machine.
    // Files share no state but what they start and stop themselves.
    isolate: false,
    ...extra,
  },
});

/**
 * Web files that mock modules or load a page's code late need a module graph of their own; the other
 * web files share their worker's (jsdom and React once per worker, not per file: a run of the web
 * files took 238 s with every file isolated, 67 s without).
 */
const WEB_ISOLATED_FILES = [
  'src/app/pageSpinner.test.tsx',
  'src/app/prefetchCalls.test.tsx',
  'src/layout/header/DropdownPress.test.tsx',
  'src/layout/header/DropdownTrigger.test.tsx',
  'src/pages/contracts-deployment/ContractsDeploymentPage.test.tsx',
];

const webProject = (test: Record<string, unknown>) => ({
  extends: 'packages/web/vite.config.ts',
  test: { root: 'packages/web', include: ['src/**/*.test.{ts,tsx}'], ...test },
});

/** The e2e files that only need a busy devnet: they share one `poxscan start --traffic high`. */
const SHARED_EXPLORER_FILES = ['explorer/**/*.test.ts', 'layout/**/*.test.ts'];

const e2eProject = (test: Record<string, unknown>) => ({
  resolve,
  ssr,
  test: {
    root: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    ...test,
  },
});

/**
 * Vitest's order (project by project), with the files of the shared explorer last: it runs a busy
 * chain from the first of them to the end of the run, which should not be beside the whole suite.
 * One group rather than one per phase: a worker that is done never waits for the other's last file.
 */
class SharedExplorerLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const shared = (file: TestSpecification) => file.project.name === 'e2e-shared';
    return [...sorted.filter((file) => !shared(file)), ...sorted.filter(shared)];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SharedExplorerLast },
    // Most tests wait on processes, blocks and sockets more than on a core: on a 2-core machine two
    // workers (vitest would take one) halve the wall time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      nodeProject('protocol'),
      nodeProject('devnet'),
      nodeProject('db', LIFTOFF_ONLY),
      nodeProject('indexer'),
      nodeProject('api', { include: ['src/**/*.test.ts', 'bench/**/*.test.ts'] }),
      nodeProject('cli', LIFTOFF_ONLY),
      webProject({
        name: 'web',
        isolate: false,
        exclude: [...configDefaults.exclude, ...WEB_ISOLATED_FILES],
      }),
      webProject({ name: 'web-isolated', include: WEB_ISOLATED_FILES }),
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
      e2eProject({ name: 'e2e', exclude: [...configDefaults.exclude, ...SHARED_EXPLORER_FILES] }),
      e2eProject({
        name: 'e2e-shared',
        include: SHARED_EXPLORER_FILES,
        isolate: false,
        globalSetup: ['support/shared-explorer.global.ts'],
      }),
    ],
  },
});
