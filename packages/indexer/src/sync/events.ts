/**
 * Payloads of db.notify('poxscan_events', JSON): what the API needs to refresh live views.
 * - blocks: blocks from..to were committed (to is the new head of the database);
 * - reorg: blocks forkBlock… were rolled back (the following `blocks` event brings the new branch);
 * - refresh: node state of these kinds was re-read (accounts, tokens, SRs, proposals, parameters …).
 */
export type IndexerEvent =
  | { type: 'blocks'; from: number; to: number; hash: string; timestamp: number; transactions: number }
  | { type: 'reorg'; forkBlock: number; depth: number }
  | { type: 'refresh'; kinds: string[] };

export const EVENTS_CHANNEL = 'poxscan_events';
