// Compiles contracts/*.sol with the bundled solc into src/contracts/artifacts.json (run after editing a contract).
import { writeFileSync } from 'node:fs';
import { compileContracts } from '../src/contracts/compile.js';

const artifacts = compileContracts();
writeFileSync(
  new URL('../src/contracts/artifacts.json', import.meta.url),
  `${JSON.stringify(artifacts, null, 1)}\n`,
);
process.stdout.write(`compiled ${Object.keys(artifacts).join(', ')}\n`);
