import { readFile, stat } from 'node:fs/promises';

/** The web build lists its screens' path patterns here ("/tokendetails/:id"); the server reads it. */
export const ROUTES_FILE = 'routes.json';

function compile(patterns: unknown): RegExp[] {
  if (!Array.isArray(patterns)) return [];
  return patterns
    .filter((p): p is string => typeof p === 'string')
    .map((pattern) => {
      const parts = pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      return new RegExp(`^${parts.join('/')}/?$`);
    });
}

/**
 * Whether a path is one of the app's screens, from the build's route list (re-read when the build
 * changes). Without a list (an older build) every path counts as a screen, as before.
 */
export function screenMatcher(file: string): (path: string) => Promise<boolean> {
  let current: { version: string; routes: RegExp[] } | undefined;
  return async (path) => {
    try {
      const { mtimeMs, size } = await stat(file);
      const version = `${mtimeMs}:${size}`;
      if (current?.version !== version)
        current = { version, routes: compile(JSON.parse(await readFile(file, 'utf8'))) };
    } catch {
      if (current === undefined) return true;
    }
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape is matched as sent.
    }
    return current.routes.some((route) => route.test(path) || route.test(decoded));
  };
}
