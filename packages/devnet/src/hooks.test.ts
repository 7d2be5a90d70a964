import { signDigest } from '@poxscan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, startDevnet } from './index.js';

async function post<T>(
  devnet: Devnet,
  path: string,
  body: unknown = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${devnet.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

describe('test hooks', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, produceBlocks: false, testHooks: true });
  });
  afterAll(() => devnet.stop());

  it('fast-forwards over HTTP and rejects a bad count with a 400 naming it', async () => {
    const { body } = await post<{ headNumber: number }>(devnet, '/devnet/produce', { count: 25 });
    expect(body.headNumber).toBe(25);
    const bad = await post<{ Error: string }>(devnet, '/devnet/produce', { count: 'many' });
    expect(bad.status).toBe(400);
    expect(bad.body.Error).toMatch(/count/);
  });

  it('replaces the last blocks with another branch that keeps their transactions', async () => {
    const from = devnet.keys.accounts[0]!;
    const built = await post<{ txID: string; raw_data: unknown }>(devnet, '/wallet/createtransaction', {
      owner_address: from.hex,
      to_address: devnet.keys.accounts[1]!.hex,
      amount: 1,
    });
    const signature = signDigest(built.body.txID, from.privateKey);
    const sent = await post<{ result?: boolean }>(devnet, '/wallet/broadcasttransaction', {
      ...built.body,
      signature: [signature],
    });
    expect(sent.body.result).toBe(true);
    await devnet.hooks.produceBlocks(2);
    const before = devnet.chain.headNumber;
    const replaced = [before - 1, before].map((n) => devnet.chain.store.idAt(n));
    const { status } = await post(devnet, '/devnet/fork', { depth: 2 });
    expect(status).toBe(200);
    expect(devnet.chain.headNumber).toBe(before + 1);
    expect([before - 1, before].map((n) => devnet.chain.store.idAt(n))).not.toContain(replaced[0]);
    for (let n = 1; n <= devnet.chain.headNumber; n++) {
      expect(devnet.chain.store.get(n)!.parentHash).toBe(devnet.chain.store.idAt(n - 1));
    }
    expect(devnet.chain.store.blockOfTransaction(built.body.txID)).toBeGreaterThanOrEqual(before - 1);
    const tooDeep = await post<{ Error: string }>(devnet, '/devnet/fork', { depth: 1000 });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.Error).toMatch(/solidified/);
  });

  it('makes an offline SR miss its slots until it is back', async () => {
    const sr = devnet.keys.witnesses[3]!;
    const missedBefore = devnet.chain.world.witnesses.get(sr.hex)!.totalMissed;
    const produced = devnet.chain.world.witnesses.get(sr.hex)!.totalProduced;
    await post(devnet, '/devnet/witness-offline', { address: sr.base58, offline: true });
    await devnet.hooks.produceBlocks(60);
    const witness = devnet.chain.world.witnesses.get(sr.hex)!;
    expect(witness.totalProduced).toBe(produced);
    expect(witness.totalMissed).toBeGreaterThan(missedBefore);
    devnet.hooks.setWitnessOffline(sr.hex, false);
    await devnet.hooks.produceBlocks(30);
    expect(devnet.chain.world.witnesses.get(sr.hex)!.totalProduced).toBeGreaterThan(produced);
  });
});
