// `npm start`: builds what is missing or stale, then runs `poxscan start` in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
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
run('npx', ['tsc', '-b', 'tsconfig.build.json']);

const webInputs = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/protocol/src',
];
const webBuilt = newestMtime('packages/web/dist/index.html');
if (webBuilt === 0 || webInputs.some((input) => newestMtime(input) > webBuilt)) {
  run('npm', ['run', 'build', '--workspace', '@poxscan/web']);
}

process.argv = [process.argv[0], 'poxscan', 'start', ...process.argv.slice(2)];
await import('../packages/cli/dist/bin.js');
