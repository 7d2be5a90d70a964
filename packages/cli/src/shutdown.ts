import type { Logger } from 'pino';

/** Stops what was started, newest first, so each part stops before the parts it depends on. */
export class Shutdown {
  private readonly steps: { name: string; stop: () => Promise<void> }[] = [];

  constructor(
    private readonly logger: Logger,
    private readonly timeoutMs = 15_000,
  ) {}

  add(name: string, stop: () => Promise<void>): void {
    this.steps.push({ name, stop });
  }

  /** Runs every step even when one fails or hangs: a stuck part must not keep the others running. */
  async run(): Promise<void> {
    for (const { name, stop } of this.steps.splice(0).reverse()) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), this.timeoutMs);
      });
      try {
        const outcome = await Promise.race([stop().then(() => 'stopped' as const), timeout]);
        if (outcome === 'timeout')
          this.logger.error({ part: name }, `${name} did not stop within ${this.timeoutMs} ms`);
        else this.logger.debug({ part: name }, `${name} stopped`);
      } catch (error) {
        this.logger.error({ part: name, err: error }, `${name} failed to stop cleanly`);
      } finally {
        clearTimeout(timer);
      }
    }
  }
}
