import { readFileSync } from 'node:fs';

// `import … from '…'`, `export … from '…'` (group 1 marks a type-only one), or a bare `import '…'`.
const STATIC_IMPORT = /(?:^|\n)\s*(?:(?:import|export)(\s+type\b)?[^'"]*?from\s+|import\s+)'([^']+)'/g;
const WORKSPACE_PACKAGE = /^@poxscan\/([^/]+)(\/.*)?$/;
const PACKAGES = new URL('../packages/', import.meta.url);

/** A workspace package's source file for a specifier (`@poxscan/db/stored`), by its source export. */
function workspaceSource(specifier: string): URL | undefined {
  const [, name, sub] = WORKSPACE_PACKAGE.exec(specifier) ?? [];
  if (name === undefined) return undefined;
  const dir = new URL(`${name}/`, PACKAGES);
  const { exports } = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as {
    exports?: Record<string, { '@poxscan/source'?: string }>;
  };
  const source = exports?.[`.${sub ?? ''}`]?.['@poxscan/source'];
  return source === undefined ? undefined : new URL(source, dir);
}

/**
 * The outside modules a source file loads when it is imported: its static imports followed through
 * relative paths and the workspace's own packages, leaving out type-only imports (erased) and
 * dynamic import() (loaded when called).
 */
export function loadedModules(file: URL, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file.href)) return found;
  seen.add(file.href);
  for (const [, typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    if (typeOnly) continue;
    const next = specifier!.startsWith('.')
      ? new URL(specifier!.replace(/\.js$/, '.ts'), file)
      : workspaceSource(specifier!);
    if (next === undefined) found.add(specifier!);
    else for (const dep of loadedModules(next, seen)) found.add(dep);
  }
  return found;
}
