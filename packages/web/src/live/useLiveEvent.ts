import { useEffect, useRef } from 'react';
import { useRuntimeConfig } from '../config/ConfigContext';
import type { LiveEventName, LiveEvents } from './events';
import { createLiveSource, type LiveSource } from './liveSource';

const sources = new Map<string, LiveSource>();

/** The app's live stream for a node-service base URL: one connection however many screens listen. */
function liveSourceFor(nodeUrl: string, apiKey: string): LiveSource | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  // EventSource cannot send an Authorization header; the API accepts the public key in the query.
  const url = `${nodeUrl}/api/live?apiKey=${encodeURIComponent(apiKey)}`;
  let source = sources.get(url);
  if (source === undefined) {
    source = createLiveSource(url, (target) => new EventSource(target));
    sources.set(url, source);
  }
  return source;
}

/** Calls `listener` with each `event` of the live stream while the component is mounted. */
export function useLiveEvent<K extends LiveEventName>(
  event: K,
  listener: (data: LiveEvents[K]) => void,
  enabled = true,
): void {
  const config = useRuntimeConfig();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!enabled) return;
    const source = liveSourceFor(config.api.node, config.apiKey);
    return source?.subscribe(event, (data) => latest.current(data));
  }, [config.api.node, config.apiKey, event, enabled]);
}
