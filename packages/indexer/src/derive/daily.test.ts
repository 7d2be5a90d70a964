import { describe, expect, it } from 'vitest';
import type { BlockView, TransferView, TxView } from './aggregate.js';
import { dailyDeltas } from './daily.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 24, 23, 59, 57);
const block = (num: number, time: number, witness = 'SR'): BlockView => ({
  num,
  time,
  witness,
  fee: 0n,
  energyUsed: 0,
  netUsed: 0,
  reward: 16n,
  standbyReward: 160n,
});
const tx = (blockNum: number, time: number, owner: string, to: string | null, type = 1): TxView => ({
  blockNum,
  time,
  contractType: type,
  owner,
  to,
  success: true,
  amount: 0n,
  fee: 5n,
  energyUsage: type === 31 ? 700 : 0,
  resource: undefined,
});
const transfer = (blockNum: number, time: number, from: string, to: string): TransferView => ({
  blockNum,
  time,
  standard: 'POX',
  tokenId: '_',
  from,
  to,
  amount: 9n,
});

describe('daily deltas', () => {
  const blocks = [block(10, T0), block(11, T0 + 3000), block(12, T0 + 6000, 'SR2')];
  const deltas = dailyDeltas(
    blocks,
    [tx(10, T0, 'A', 'B'), tx(11, T0 + 3000, 'A', 'C', 31), tx(12, T0 + 6000, 'B', 'B')],
    [transfer(10, T0, 'A', 'B')],
    T0 - 3000,
  );

  it('splits a batch across midnight by UTC day, each block timed from its parent', () => {
    const before = deltas.days.get('2026-11-24')!;
    const after = deltas.days.get('2026-11-25')!;
    expect(before.intervalMs).toBe(3000);
    expect(after.intervalMs).toBe(6000);
    expect(after.rewards).toBe(2n * (16n + 160n));
    expect(after.contractCalls).toBe(1);
    expect(before.transfersByStandard.POX).toBe(1);
  });

  it('counts each address once per day it was active, as accounts count transactions', () => {
    expect([...deltas.addressDays.keys()].sort()).toEqual([
      'A\n2026-11-24',
      'A\n2026-11-25',
      'B\n2026-11-24',
      'B\n2026-11-25',
      'C\n2026-11-25',
      'SR\n2026-11-24',
      'SR\n2026-11-25',
      'SR2\n2026-11-25',
    ]);
    expect(deltas.addressDays.get('B\n2026-11-25')).toMatchObject({ txs: 1, txsSent: 1, feesPaid: 5n });
    expect(deltas.addressDays.get('C\n2026-11-25')).toMatchObject({ txs: 1, calls: 1, energyUsed: 700 });
    expect(deltas.addressDays.get('B\n2026-11-24')).toMatchObject({ txs: 1, transfers: 1, poxIn: 9n });
    expect(deltas.tokenDays.get('_\n2026-11-24')).toBe(1);
    expect([...deltas.tokenHours]).toEqual([['_\n2026-11-24T23:00:00.000Z', 1]]);
  });

  it('gives the first block indexed no interval', () => {
    const first = dailyDeltas([block(0, T0 + DAY)], [], [], null);
    expect(first.days.get('2026-11-25')!.intervalMs).toBe(0);
  });
});
