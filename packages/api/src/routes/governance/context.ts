import type { Db } from '../../db/api-db.js';
import type { RateLimitRule } from '../../plugins/access.js';
import type { Aggregates } from '../../queries/aggregates.js';
import type { StakingTotalsSnapshot } from '../../queries/staking-totals.js';

export interface GovernanceRoutesOptions {
  db: Db;
  aggregates: Aggregates;
  stakingTotals: StakingTotalsSnapshot;
  /** `POST /support/create` per client IP; default 3 every 10 minutes. */
  supportLimit?: RateLimitRule;
}
