import type { ReadDb } from './read-model.js';

/** What the API needs of the database: the primary, an optional read replica, and LISTEN. */
export interface ApiDb {
  kysely: ReadDb;
  read?: ReadDb;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Reads go to the replica when there is one. */
export const reader = (db: ApiDb): ReadDb => db.read ?? db.kysely;
