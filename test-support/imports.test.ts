import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { loadedModules } from './imports.js';

const dir = mkdtempSync(join(tmpdir(), 'poxscan-imports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('finds what a module loads through its relative imports, and leaves out what is erased', () => {
  writeFileSync(
    join(dir, 'a.ts'),
    [
      "import 'side-effect';",
      "import type { X } from 'type-only';",
      "export type * from 'types-reexported';",
      "import { type Y, z } from 'mixed';",
      "export * from './b.js';",
      "const later = () => import('dynamic');",
    ].join('\n'),
  );
  writeFileSync(join(dir, 'b.ts'), "export { q } from 'reexported';\nimport './a.js';\n");
  expect([...loadedModules(pathToFileURL(join(dir, 'a.ts')))].sort()).toEqual([
    'mixed',
    'reexported',
    'side-effect',
  ]);
});

it("follows the workspace's own packages by their source entry", () => {
  writeFileSync(
    join(dir, 'c.ts'),
    "import { copyValue } from '@poxscan/db/stored';\nimport { x } from '@poxscan/db';\n",
  );
  const loaded = loadedModules(pathToFileURL(join(dir, 'c.ts')));
  expect(loaded.has('pg')).toBe(true);
  expect(loaded.has('@poxscan/db')).toBe(false);
});
