import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:from\s*|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(entry)) yield path;
  }
}

/** The page folder of a path under src/, if it is in one. */
const pageOf = (path: string) => {
  const [top, page] = relative(SRC, path).split(sep);
  return top === 'pages' ? page : undefined;
};

describe('the web app folders', () => {
  it("keeps each page's files to itself: code two screens share lives with its domain", () => {
    const crossings: string[] = [];
    for (const file of files(join(SRC, 'pages'))) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolve(dirname(file), spec!);
        const page = pageOf(target);
        if (page !== undefined && page !== pageOf(file))
          crossings.push(`${relative(SRC, file)} -> ${relative(SRC, target)}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('groups components/ by kind: folders only, no loose files', () => {
    const loose = readdirSync(join(SRC, 'components')).filter((entry) =>
      statSync(join(SRC, 'components', entry)).isFile(),
    );
    expect(loose).toEqual([]);
  });
});
