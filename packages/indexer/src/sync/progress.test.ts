import { describe, expect, it } from 'vitest';
import { Progress } from './progress.js';

describe('indexer progress', () => {
  it('knows where a restarted indexer stands before it commits anything', () => {
    const progress = new Progress(0);
    progress.resumed(24, 72_000);
    progress.node(24, 72_000);
    expect(progress.status).toMatchObject({ indexedBlock: 24, lagBlocks: 0, lagMs: 0, state: 'following' });
    progress.node(30, 90_000);
    expect(progress.status).toMatchObject({
      lagBlocks: 6,
      lagMs: 18_000,
      state: 'catching_up',
      etaSeconds: null,
    });
  });

  it('measures speed over the commits of the last ten seconds', () => {
    const progress = new Progress(0);
    progress.node(100, 300_000);
    progress.committed(10, 30_000, 10, 500, 1_000);
    progress.committed(20, 60_000, 10, 700, 3_000);
    expect(progress.status).toMatchObject({ indexedBlock: 20, lagBlocks: 80, transactionsPerSecond: 600 });
    expect(progress.status.etaSeconds).toBe(80 / 10);
  });
});
