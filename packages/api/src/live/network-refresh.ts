/**
 * The kinds of node state the indexer says it has just re-read (`refresh` events): `witnesses` when
 * it read the network state (SRs, votes, proposals, parameters), which it does at its start and every
 * two minutes after, `account` when it read accounts. None for any other payload, or one that is not
 * JSON.
 */
export function refreshedKinds(payload: string): string[] {
  try {
    const event = JSON.parse(payload) as { type?: unknown; kinds?: unknown };
    if (event.type !== 'refresh' || !Array.isArray(event.kinds)) return [];
    return event.kinds.filter((k): k is string => typeof k === 'string');
  } catch {
    return [];
  }
}
