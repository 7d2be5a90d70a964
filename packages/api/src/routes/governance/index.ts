import type { TypedApp } from '../typed-app.js';
import type { GovernanceRoutesOptions } from './context.js';
import { contractRoutes } from './contracts.js';
import { parameterRoutes } from './parameters.js';
import { stakingRoutes } from './staking.js';
import { supportRoutes } from './support.js';
import { tokenListRoutes } from './tokens.js';
import { witnessRoutes } from './witnesses.js';

/** The governance service: `/governance/*`, `/token/*`, `/blockchain/*`, `/dev/*`, `/support/*`. */
export async function governanceRoutes(app: TypedApp, opts: GovernanceRoutesOptions): Promise<void> {
  await witnessRoutes(app, opts);
  await stakingRoutes(app, opts);
  await parameterRoutes(app, opts);
  await tokenListRoutes(app, opts);
  await contractRoutes(app, opts);
  await supportRoutes(app, { db: opts.db, ...(opts.supportLimit ? { limit: opts.supportLimit } : {}) });
}
