import type { Db } from '../../db/api-db.js';
import type { Aggregates } from '../../queries/aggregates.js';

export interface GovernanceRoutesOptions {
  db: Db;
  aggregates: Aggregates;
}
