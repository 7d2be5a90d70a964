// Runs one area's benchmark from its TypeScript sources: `npm run bench:<area>`.
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
const result = spawnSync(
  process.execPath,
  ['--conditions=@poxscan/source', '--import', 'tsx', entry, ...process.argv.slice(3)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
