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

  it('exercises every contract type, with token calls, NFT burns, reverts and internal transactions', {
    timeout: 180_000,
  }, async () => {
    const types = new Map<string, number>();
    let reverted = 0;
    let internal = 0;
    // PRC721 Transfer logs (4 topics): mints come from the zero word, burns go to it.
    const nft = { mint: 0, transfer: 0, burn: 0 };
    const ZERO = '0'.repeat(64);
    // Token calls ramp up as the tokens spread from their deployers: their share counts from block 21.
    const share = { calls: 0, total: 0 };
    const allTypes = Object.keys(ACTUATORS).sort();
    for (let chunk = 0; chunk < 25 && (types.size < allTypes.length || chunk < 4); chunk++) {
      const from = devnet.chain.headNumber + 1;
      await devnet.hooks.produceBlocks(10);
      for (let n = from; n <= devnet.chain.headNumber; n++) {
        const block = devnet.chain.store.get(n)!;
        block.transactions.forEach((tx, i) => {
          types.set(tx.contractType, (types.get(tx.contractType) ?? 0) + 1);
          if (block.receipts[i]!.contractRet === 'REVERT') reverted++;
          internal += block.receipts[i]!.internalTransactions.length;
          for (const log of block.receipts[i]!.logs) {
            if (log.topics.length !== 4 || !log.topics[0]!.startsWith('ddf252ad')) continue;
            if (log.topics[1] === ZERO) nft.mint++;
            else if (log.topics[2] === ZERO) nft.burn++;
            else nft.transfer++;
          }
          if (n > 20) {
            share.total++;
            if (tx.contractType === 'TriggerSmartContract') share.calls++;
          }
        });
      }
    }
    expect([...types.keys()].sort()).toEqual(allTypes);
    expect(share.calls / share.total).toBeGreaterThan(0.3);
    expect(types.get('CreateSmartContract')).toBe(6);
    expect(reverted).toBeGreaterThan(0);
    expect(internal).toBeGreaterThan(0);
    expect(nft.mint).toBeGreaterThan(nft.burn);
    expect(nft.transfer).toBeGreaterThan(0);
    expect(nft.burn).toBeGreaterThan(0);
  });
});
