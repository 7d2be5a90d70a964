import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Without subscribers the clock is not ticking: catch up before the first render reads it. */
function snapshot(): number {
  if (timer === undefined && Date.now() - now >= TICK_MS) now = Date.now();
  return now;
}

/** The current time, refreshed once a second by one shared timer however many ages are on screen. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
