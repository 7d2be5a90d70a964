/** The live stream's boundary in component tests: an EventSource the test drives by hand. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent<string>) => void): void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
  }

  close(): void {
    this.closed = true;
  }

  /** Delivers one Server-Sent Event with a JSON payload. */
  emit(name: string, data: unknown): void {
    const event = new MessageEvent(name, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }

  /** The open connection (the one the page listens on). */
  static open(): FakeEventSource | undefined {
    return FakeEventSource.instances.filter((source) => !source.closed).at(-1);
  }
}

/** Puts the fake in place of the browser's EventSource for one test; returns the undo. */
export function installFakeEventSource(): () => void {
  const previous = (globalThis as { EventSource?: unknown }).EventSource;
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  return () => {
    (globalThis as { EventSource?: unknown }).EventSource = previous;
  };
}
