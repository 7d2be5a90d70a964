import type {
  AddressActivity,
  DailySeries,
  PoxSupply,
  Rankings,
  SeriesName,
  TokenActivity,
} from '@poxscan/api/schemas';
import { get } from '../resource';

export type SeriesRange = '7d' | '30d' | '1y' | 'all';
export type RankingWindow = Rankings['window'];

/** The Data pages (daily series, the POX supply, the rankings) and an address's and a token's days. */
export const dataResources = {
  dailySeries: get<{ series: SeriesName; range?: SeriesRange }, DailySeries>(
    'node',
    '/api/data/series/:series',
  ),
  poxSupply: get<void, PoxSupply>('node', '/api/data/supply'),
  rankings: get<{ window?: RankingWindow }, Rankings>('node', '/api/data/rankings'),
  addressActivity: get<{ address: string; range?: SeriesRange }, AddressActivity>(
    'node',
    '/api/data/address/:address',
  ),
  tokenActivity: get<{ id: string }, TokenActivity>('node', '/api/data/token/:id'),
};
