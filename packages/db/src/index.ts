export type { Database } from './database.js';
export type { EventHandler } from './events.js';
export type { DbLogger } from './logger.js';
export { loadMigrations, type Migration } from './migrate.js';
export { type Db, type OpenDatabaseOptions, openDatabase } from './open.js';
export type * from './tables-chain.js';
export type * from './tables-indexer.js';
export type * from './tables-state.js';
export type * from './tables-verification.js';
