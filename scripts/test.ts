// `npm test`: every check of every runner, ending with one plain line `N passed, N failed`.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensurePostgres } from '../test-support/system-packages.ts';

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

const totals: Totals = { passed: 0, failed: 0, skipped: 0 };

const env = () => ({ ...process.env, FORCE_COLOR: '0' });
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs one step and prints how long it took. A step run beside others (`quiet`) prints its output
 * whole when it ends, so no two are interleaved; the others print as they go.
 */
function step(title: string, command: string, args: string[], quiet = false): Promise<boolean> {
  const heading = `\n▶ ${title}: ${command} ${args.join(' ')}`;
  if (!quiet) console.log(heading);
  const started = Date.now();
  const child = spawn(command, args, { env: env(), stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve) => {
    let ended = false;
    // A command that cannot start emits 'error' and then 'close': report it once.
    const end = (ok: boolean, why = '') => {
      if (ended) return;
      ended = true;
      if (quiet) console.log(`${heading}\n${output.trimEnd()}`);
      console.log(`${ok ? '✓' : '✗'} ${title} (${seconds(started)})${why}`);
      resolve(ok);
    };
    child.on('error', (error) => end(false, `: ${error.message}`));
    child.on('close', (status) => end(status === 0));
  });
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[];
}

function countVitest(file: string, exitedCleanly: boolean): void {
  if (!existsSync(file)) {
    totals.failed += 1;
    console.log('✗ Vitest wrote no results: counted as one failure');
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load, or fails in a hook, has no failed assertion of its own: count it once.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'),
  );
  for (const broken of brokenFiles)
    console.log(`✗ ${broken.name} failed outside a test: ${broken.message ?? ''}`);
  totals.failed += brokenFiles.length;
  if (!exitedCleanly && report.numFailedTests === 0 && brokenFiles.length === 0) {
    totals.failed += 1;
    console.log('✗ Vitest exited with an error that no test accounts for: counted as one failure');
  }
}

async function main(): Promise<number> {
  ensureChromium('headless-shell');
  ensurePostgres();

  // Side by side: the type-checker and the build's compiler each keep one core of two busy.
  const [linted, typed, built] = await Promise.all([
    step('lint', 'npx', ['biome', 'check', '.'], true),
    // Vitest strips types without checking them: a test or e2e file that no longer compiles fails here.
    step('typecheck tests', 'npx', ['tsc', '-p', 'tsconfig.tests.json'], true),
    // End-to-end tests run the built CLI and web app, as a user would.
    step('build', 'npm', ['run', 'build'], true),
  ]);
  for (const ok of [linted, typed, built]) {
    if (ok) totals.passed += 1;
    else totals.failed += 1;
  }

  if (built) {
    const dir = mkdtempSync(join(tmpdir(), 'poxscan-test-'));
    const output = join(dir, 'vitest.json');
    // What every test would otherwise make again: the empty PGlite cluster and PostgreSQL's initdb.
    // The unprivileged user a root run starts PostgreSQL as must reach the template inside.
    const cache = join(dir, 'cache');
    mkdirSync(cache, { mode: 0o755 });
    chmodSync(dir, 0o755);
    process.env.POXSCAN_TEST_CACHE_DIR = cache;
    process.env.POXSCAN_PGLITE_IMAGE_DIR = cache;
    const ok = await step('vitest', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ]);
    countVitest(output, ok);
    rmSync(dir, { recursive: true, force: true });
  }

  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
  return totals.failed === 0 && totals.passed > 0 ? 0 : 1;
}

process.exitCode = await main();
