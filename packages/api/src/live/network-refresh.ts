/**
 * True for the indexer's notice that it has just read the network state (SRs, votes, proposals,
 * parameters), which it does at its start and every two minutes after. Any other payload is not,
 * nor is one that is not JSON.
 */
export function isNetworkRefresh(payload: string): boolean {
  try {
    const event = JSON.parse(payload) as { type?: unknown; kinds?: unknown };
    return event.type === 'refresh' && Array.isArray(event.kinds) && event.kinds.includes('witnesses');
  } catch {
    return false;
  }
}
