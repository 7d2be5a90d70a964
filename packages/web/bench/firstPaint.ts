import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STATIC_IMPORT = /(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g;

/** A chunk's static imports (its dynamic `import()`s load later and are not followed). */
function staticImports(distDir: string, path: string): string[] {
  const code = readFileSync(join(distDir, path), 'utf8');
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  return [...code.matchAll(STATIC_IMPORT)].map((m) => `${dir}${m[1]!.slice(2)}`);
}

function closure(distDir: string, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const next of staticImports(distDir, path)) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

export interface FirstPaintScripts {
  /** The entry and everything it statically imports (the shell and its vendors). */
  entry: string[];
  /** What the route's page chunk adds to that. */
  route: string[];
}

/** The JavaScript the browser must run before it can paint a route. */
export function firstPaintScripts(distDir: string, pageChunkPrefix: string): FirstPaintScripts {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const page = readdirSync(join(distDir, 'assets')).find(
    (f) => f.startsWith(pageChunkPrefix) && f.endsWith('.js'),
  );
  if (page === undefined) throw new Error(`no ${pageChunkPrefix}*.js chunk in ${distDir}/assets`);
  const entry = closure(distDir, roots);
  const route = closure(distDir, [`assets/${page}`]).filter((path) => !entry.includes(path));
  return { entry, route };
}
