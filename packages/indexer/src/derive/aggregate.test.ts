import { describe, expect, it } from 'vitest';
import { aggregate, type BlockView } from './aggregate.js';

const SR = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
/** what java-tron puts in the genesis block's witness_address on a devnet: 0x41 and twenty zero bytes */
const GENESIS_WITNESS = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

const block = (num: number, witness: string): BlockView => ({
  num,
  time: 1_700_000_000_000 + num * 3000,
  witness,
  fee: 0n,
  energyUsed: 0,
  netUsed: 0,
  reward: 0n,
  standbyReward: 0n,
});

describe('aggregate: blocks produced per witness', () => {
  it('counts every block but the genesis block, which no witness produced', () => {
    const deltas = aggregate([block(0, GENESIS_WITNESS), block(1, SR), block(2, SR)], [], [], []);
    expect([...deltas.witnessBlocks]).toEqual([[SR, 2]]);
    expect(deltas.blocks).toBe(3);
    expect(deltas.days.get('2023-11-14')?.blocks).toBe(3);
  });
});
