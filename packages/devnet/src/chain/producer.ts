import type { Logger } from 'pino';
import type { TrafficSource } from '../traffic/source.js';
import type { Chain } from './chain.js';

/** Produces a block at every slot of wall-clock time, with simulated traffic when it is on. */
export class BlockProducer {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly chain: Chain,
    private readonly traffic: TrafficSource | undefined,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.running = true;
    this.schedule();
  }

  /** Next slot after the head; slots already in the past are skipped (their SRs missed them). */
  private nextSlotTime(): number {
    const blockTime = this.chain.blockTimeMs;
    const genesis = this.chain.genesisBlock.timestamp;
    const currentSlot = genesis + Math.floor((Date.now() - genesis) / blockTime) * blockTime;
    return Math.max(this.chain.headTimestamp + blockTime, currentSlot);
  }

  private schedule(): void {
    if (!this.running) return;
    const slot = this.nextSlotTime();
    this.timer = setTimeout(
      () => {
        this.inFlight = this.tick(slot);
      },
      Math.max(0, slot - Date.now()),
    );
  }

  private async tick(slot: number): Promise<void> {
    try {
      const extra = (await this.traffic?.nextBatch(this.chain)) ?? [];
      const block = await this.chain.produce(extra, slot);
      this.logger.debug({ number: block.number, txs: block.transactions.length }, 'block produced');
    } catch (error) {
      this.logger.error({ err: error }, 'block production failed');
    } finally {
      this.schedule();
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer !== undefined) clearTimeout(this.timer);
    await this.inFlight;
  }
}
