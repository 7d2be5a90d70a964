import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTUATORS } from '../contracts/registry.js';
import { type Devnet, startDevnet } from '../index.js';

/** Every contract type the chain executes, produced by the simulated users under fast-forward. */
describe('simulated traffic', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet({
      port: 0,
      produceBlocks: false,
      traffic: 'high',
      maintenanceIntervalMs: 30_000,
      proposalExpireMs: 0,
    });
  });
  afterAll(() => devnet.stop());

  it('exercises every contract type, with PRC20 calls, reverts and internal transactions', async () => {
    const started = performance.now();
    await devnet.hooks.produceBlocks(120);
    const seconds = (performance.now() - started) / 1000;
    const types = new Map<string, number>();
    let transactions = 0;
    let reverted = 0;
    let internal = 0;
    for (let n = 1; n <= devnet.chain.headNumber; n++) {
      const block = devnet.chain.store.get(n)!;
      block.transactions.forEach((tx, i) => {
        transactions++;
        types.set(tx.contractType, (types.get(tx.contractType) ?? 0) + 1);
        if (block.receipts[i]!.contractRet === 'REVERT') reverted++;
        internal += block.receipts[i]!.internalTransactions.length;
      });
    }
    console.log(`${transactions} transactions in ${seconds.toFixed(1)} s`, Object.fromEntries(types));
    expect([...types.keys()].sort()).toEqual(Object.keys(ACTUATORS).sort());
    expect(reverted).toBeGreaterThan(0);
    expect(internal).toBeGreaterThan(0);
  });
});
