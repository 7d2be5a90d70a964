import type { Db } from '../../db/api-db.js';
import type { TypedApp } from '../typed-app.js';
import { accountRoutes } from './accounts.js';
import { assetRoutes } from './assets.js';
import { contractRoutes } from './contracts.js';
import { useTronGridErrors } from './envelope.js';
import { eventRoutes } from './events.js';
import { legacyEventRoutes } from './legacy-events.js';
import { snakeCaseKeys } from './params.js';

export interface TronGridRoutesOptions {
  db: Db;
}

/**
 * The TronGrid-compatible read API (`/v1/*`) and the legacy event paths (`/event/*`), on the
 * indexer's data, so tronweb's event API and TronGridJS work against PoxScan unchanged.
 */
export async function tronGridRoutes(app: TypedApp, opts: TronGridRoutesOptions): Promise<void> {
  useTronGridErrors(app);
  // The key comes as the bearer header or as TronGrid's own header.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearer: [] }, { tronProApiKey: [] }] };
  });
  app.addHook('preValidation', async (request) => {
    if (request.query !== null && typeof request.query === 'object')
      request.query = snakeCaseKeys(request.query as Record<string, unknown>);
  });
  for (const routes of [accountRoutes, contractRoutes, eventRoutes, assetRoutes, legacyEventRoutes]) {
    await routes(app, opts);
  }
}
