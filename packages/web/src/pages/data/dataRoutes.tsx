import type { SeriesName } from '@poxscan/api/schemas';
import type { RouteObject } from 'react-router';
import type { RankingWindow, SeriesRange } from '../../api/resources/data';
import { routeOf } from '../../app/paths';
import { type FirstCall, prefetchCalls } from '../../app/prefetchCalls';
import { page, type RouteDeps } from '../../app/routes';
import { CHART_SERIES_NAMES, SUPPLY_SERIES_NAMES } from '../../daily-series/names';

const RANGES = new Set<string>(['7d', '30d', '1y']);
const rangeOf = (url: URL): SeriesRange => {
  const value = url.searchParams.get('range') ?? '';
  return RANGES.has(value) ? (value as SeriesRange) : 'all';
};
const series = (names: SeriesName[], url: URL): FirstCall[] =>
  names.map((name) => ['dailySeries', { series: name, range: rangeOf(url) }] as const);

/** The Data menu's pages, each loading its code on demand while its loader starts its first calls. */
export function dataRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      path: routeOf('poxSupply'),
      ...prefetchCalls(deps, (url) => [['poxSupply', undefined], ...series([...SUPPLY_SERIES_NAMES], url)]),
      ...page(() => import('./PoxSupplyPage')),
    },
    {
      path: routeOf('rankings'),
      ...prefetchCalls(deps, (url) => {
        const w = url.searchParams.get('window');
        return [['rankings', { window: (w === '7d' || w === '30d' ? w : '1d') as RankingWindow }]];
      }),
      ...page(() => import('./RankingsPage')),
    },
    {
      path: routeOf('charts'),
      ...prefetchCalls(deps, (url) => series([...CHART_SERIES_NAMES], url)),
      ...page(() => import('./ChartsPage')),
    },
    {
      path: routeOf('chart'),
      ...prefetchCalls(deps, (url, params) =>
        [...CHART_SERIES_NAMES, ...SUPPLY_SERIES_NAMES].some((name) => name === params.id)
          ? series([params.id as SeriesName], url)
          : [],
      ),
      ...page(() => import('./SeriesPage')),
    },
  ];
}
