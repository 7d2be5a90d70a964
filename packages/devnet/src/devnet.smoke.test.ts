import { TronWeb } from 'tronweb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, startDevnet } from './index.js';

describe('devnet smoke', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, produceBlocks: false, testHooks: true });
  });
  afterAll(() => devnet.stop());

  it('serves blocks and accepts a tronweb transfer', async () => {
    await devnet.hooks.produceBlocks(3);
    const from = devnet.keys.accounts[0]!;
    const to = devnet.keys.accounts[1]!;
    const tronWeb = new TronWeb({ fullHost: devnet.url, privateKey: from.privateKey });
    const block = await tronWeb.trx.getCurrentBlock();
    expect(block.block_header.raw_data.number).toBe(3);
    const before = await tronWeb.trx.getBalance(to.base58);
    const tx = await tronWeb.transactionBuilder.sendTrx(to.base58, 1_000_000, from.base58);
    const signed = await tronWeb.trx.sign(tx);
    const result = await tronWeb.trx.sendRawTransaction(signed);
    expect(result.result).toBe(true);
    await devnet.hooks.produceBlocks(1);
    const after = await tronWeb.trx.getBalance(to.base58);
    expect(after - before).toBe(1_000_000);
  });
});
