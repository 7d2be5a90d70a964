import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, type RouteDeps } from './routes';

/** Every path pattern of a route tree, as the server matches them ("/tokendetails/:id"). */
function patterns(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.index
      ? base || '/'
      : route.path === undefined
        ? base
        : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own =
      route.index || (route.path !== undefined && route.path !== '*' && !route.children) ? [here] : [];
    return [...own, ...(route.children ? patterns(route.children, here) : [])];
  });
}

describe('the route list the server reads', () => {
  it('holds exactly the routes of the app, so the server answers 404 for any other path', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '..', '..', 'public', 'routes.json'), 'utf8'));
    const app = patterns(createRoutes({} as RouteDeps));
    expect([...file].sort()).toEqual([...app].sort());
    expect(app).toHaveLength(32);
  });
});
