export { type AuditDifference, type AuditOptions, type AuditReport, auditDatabase } from './audit/audit.js';
export { type Indexer, type IndexerOptions, startIndexer } from './indexer.js';
export { EVENTS_CHANNEL, type IndexerEvent } from './sync/events.js';
export type { IndexerStatus } from './sync/progress.js';
export { parseStartBlock, type StartBlock } from './sync/start.js';
