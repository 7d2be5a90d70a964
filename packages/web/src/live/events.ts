import type { BlockSummary, HomeStats, TransactionSummary } from '@poxscan/api/schemas';

/** The Server-Sent Events of `GET /api/live`, by event name, with their JSON payloads. */
export interface LiveEvents {
  /** The newest block, on every new head. */
  block: BlockSummary;
  /** The newest transactions (up to 10), newest first. */
  transactions: TransactionSummary[];
  /** The home statistics. */
  stats: HomeStats;
}

export type LiveEventName = keyof LiveEvents;
export const LIVE_EVENT_NAMES: readonly LiveEventName[] = ['block', 'transactions', 'stats'];
