import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type ChunkKind = 'vendor' | 'shell' | 'route';

export interface ChunkSize {
  path: string;
  kind: ChunkKind;
  gzipBytes: number;
}

/** Of the entry's graph, the vendor chunks (named so by the build config) and the shell; the rest is the route's. */
function kindOf(path: string, inEntry: boolean): ChunkKind {
  if (!inEntry) return 'route';
  return (path.split('/').pop() ?? path).startsWith('vendor') ? 'vendor' : 'shell';
}

/** gzip at level 9, as `vite build` reports it. */
export function chunkSizes(distDir: string, scripts: { entry: string[]; route: string[] }): ChunkSize[] {
  const size = (path: string) => gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length;
  return [
    ...scripts.entry.map((path) => ({ path, kind: kindOf(path, true), gzipBytes: size(path) })),
    ...scripts.route.map((path) => ({ path, kind: kindOf(path, false), gzipBytes: size(path) })),
  ];
}

export function totalsByKind(chunks: ChunkSize[]): Record<ChunkKind | 'total', number> {
  const totals = { vendor: 0, shell: 0, route: 0, total: 0 };
  for (const chunk of chunks) {
    totals[chunk.kind] += chunk.gzipBytes;
    totals.total += chunk.gzipBytes;
  }
  return totals;
}

const PACKAGE = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/;

/** The npm packages whose code is in these chunks, read from their source maps. */
export function packagesIn(distDir: string, paths: string[]): string[] {
  const names = new Set<string>();
  for (const path of paths) {
    const mapPath = join(distDir, `${path}.map`);
    if (!existsSync(mapPath)) continue; // the bundler's own runtime has no sources
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const name = source.match(PACKAGE)?.[1];
      if (name !== undefined) names.add(name.replace('\\', '/'));
    }
  }
  return [...names].sort();
}
