import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ReplicaMonitor } from './replica-monitor.js';

type Answer = (text: string) => Promise<Record<string, unknown>[]>;

// The pools stand in for the two servers, so that a check can be held between its statements.
const pool = (answer: Answer) =>
  ({ query: async (text: string) => ({ rows: await answer(text) }) }) as unknown as pg.Pool;

const caughtUp = async (text: string) =>
  /pg_is_in_recovery/.test(text) ? [{ standby: true, replayed: '0/3000060', lag_ms: 0 }] : [{ n: 7 }];

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

function monitor(replica: Answer) {
  return new ReplicaMonitor(pool(replica), pool(caughtUp), { intervalMs: 60_000, maxLagMs: 30_000 });
}

describe('ReplicaMonitor', () => {
  it('keeps the replica down when a read fails on it while a check is under way', async () => {
    let releaseHead!: () => void;
    let headAsked!: () => void;
    const asked = new Promise<void>((resolve) => {
      headAsked = resolve;
    });
    let hold = true;
    const m = monitor(async (text) => {
      if (hold && /FROM blocks/.test(text)) {
        headAsked();
        await new Promise<void>((resolve) => {
          releaseHead = resolve;
        });
      }
      return caughtUp(text);
    });
    const check = m.check();
    await asked;
    m.markDown(refused());
    releaseHead();
    await check;
    expect(m.serving).toBe(false);

    hold = false;
    await m.check();
    expect(m.status).toMatchObject({ serving: true, lagMs: 0, blocksBehind: 0 });
  });

  it('marks the replica down when it stops answering between the check statements', async () => {
    const m = monitor(async (text) => {
      if (/FROM blocks/.test(text)) throw refused();
      return caughtUp(text);
    });
    await m.check();
    expect(m.serving).toBe(false);
  });

  it('keeps serving when the replica has no blocks table yet', async () => {
    const m = monitor(async (text) => {
      if (/FROM blocks/.test(text))
        throw Object.assign(new Error('relation "blocks" does not exist'), { code: '42P01' });
      return caughtUp(text);
    });
    await m.check();
    expect(m.status).toMatchObject({ serving: true, blocksBehind: 7 });
  });
});
