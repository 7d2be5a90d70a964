// `npm start`: builds what is missing or stale, then runs `poxscan start` in this process.
// Each build step prints one line saying what it does and how long it took; the tools' own output
// is shown only when a step fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function step(title, command, args) {
  process.stdout.write(`${title}… `);
  const started = Date.now();
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write('failed\n');
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    if (result.error) process.stderr.write(`${result.error.message}\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`done (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

// tsc -b is incremental: when nothing changed it returns in seconds.
step('Compiling the packages (TypeScript; about a minute the first time)', 'npx', [
  'tsc',
  '-b',
  'tsconfig.build.json',
]);

const webInputs = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/protocol/src',
];
const webBuilt = newestMtime('packages/web/dist/index.html');
if (webBuilt === 0 || webInputs.some((input) => newestMtime(input) > webBuilt)) {
  step('Building the web app', 'npm', ['run', 'build', '--workspace', '@poxscan/web']);
} else {
  process.stdout.write('The web app is up to date.\n');
}
process.stdout.write('Starting the devnet, indexer, API and web app…\n');

// A newcomer reads the banner, not the lifecycle log: warnings and errors only, unless LOG_LEVEL asks
// for more. `poxscan start` run directly keeps the info log operators read.
process.env.LOG_LEVEL ||= 'warn';

process.argv = [process.argv[0], 'poxscan', 'start', ...process.argv.slice(2)];
await import('../packages/cli/dist/bin.js');
