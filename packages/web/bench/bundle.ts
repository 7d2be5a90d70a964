import { readFileSync } from 'node:fs';
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
