import type { LiveEventName, LiveEvents } from './events';
import { LIVE_EVENT_NAMES } from './events';

type Listener<K extends LiveEventName> = (data: LiveEvents[K]) => void;
type AnyListener = (data: unknown) => void;

export interface LiveSource {
  subscribe<K extends LiveEventName>(event: K, listener: Listener<K>): () => void;
}

/** What the live stream needs of the browser's EventSource (tests provide their own). */
export type EventSourceFactory = (url: string) => Pick<EventSource, 'addEventListener' | 'close'>;

/**
 * One Server-Sent Events connection shared by every listener of a page: opened by the first
 * subscriber, closed with the last. The browser reconnects on its own after a drop (the server
 * sends `retry:`), and the server sends the current state on each connect.
 */
export function createLiveSource(url: string, open: EventSourceFactory): LiveSource {
  const listeners = new Map<LiveEventName, Set<AnyListener>>(
    LIVE_EVENT_NAMES.map((name) => [name, new Set()]),
  );
  let connection: ReturnType<EventSourceFactory> | undefined;
  const count = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);

  const connect = () => {
    const source = open(url);
    for (const name of LIVE_EVENT_NAMES) {
      source.addEventListener(name, (event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        for (const listener of listeners.get(name) ?? []) listener(data);
      });
    }
    return source;
  };

  return {
    subscribe(event, listener) {
      listeners.get(event)?.add(listener as AnyListener);
      connection ??= connect();
      return () => {
        listeners.get(event)?.delete(listener as AnyListener);
        if (count() === 0) {
          connection?.close();
          connection = undefined;
        }
      };
    },
  };
}
