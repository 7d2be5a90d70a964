import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, type RouteName, routeOf } from './paths';

describe('paths', () => {
  it("builds every link so that its route's pattern matches it and gives the id back", () => {
    const names = Object.keys(paths) as RouteName[];
    expect(names).toHaveLength(32);
    for (const name of names) {
      const path = paths[name];
      const link = typeof path === 'string' ? path : path('T a/b?c');
      const match = matchPath(`/${routeOf(name)}`, link);
      expect(match, name).not.toBeNull();
      if (typeof path !== 'string')
        expect(
          Object.values(match?.params ?? {}).map((v) => decodeURIComponent(v ?? '')),
          name,
        ).toEqual(['T a/b?c']);
    }
  });
});
