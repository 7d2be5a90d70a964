// Runs one area's benchmark: `npm run bench:<area>`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const areas = { devnet: 'devnet', indexer: 'indexer', api: 'api', web: 'web' };
const area = process.argv[2];
const pkg = areas[area];
if (pkg === undefined) {
  console.error(`usage: node scripts/bench.mjs <${Object.keys(areas).join('|')}> [args…]`);
  process.exit(2);
}
const entry = `packages/${pkg}/bench/run.ts`;
if (!existsSync(entry)) {
  console.error(`no benchmark for ${area} yet (${entry} is missing)`);
  process.exit(1);
}
// The indexer is measured as it ships, built: from sources its fetch thread would compile its
// modules with tsx inside the timed catch-up (about 0.7 s that the built thread does not spend).
// The other areas' benchmarks run from their TypeScript sources.
const built = area === 'indexer';
if (built) {
  const build = spawnSync('npx', ['tsc', '-b', 'tsconfig.build.json'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const conditions = built ? [] : ['--conditions=@poxscan/source'];
const result = spawnSync(
  process.execPath,
  [...conditions, '--import', 'tsx', entry, ...process.argv.slice(3)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
