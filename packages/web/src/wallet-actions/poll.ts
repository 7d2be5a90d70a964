export interface PollOptions {
  intervalMs: number;
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `attempt` now and then every `intervalMs` until it yields a value; undefined once `timeoutMs`
 * has passed without one.
 */
export async function pollUntil<T>(
  attempt: () => Promise<T | undefined>,
  { intervalMs, timeoutMs }: PollOptions,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() + intervalMs > deadline) return undefined;
    await sleep(intervalMs);
  }
}
