import { signDigest } from '@poxscan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, type DevnetKey, startDevnet } from '../index.js';

/** Votes count at maintenance (the real-time list has them at once), and voters earn their SR's rewards minus its brokerage. */
describe('votes and rewards', () => {
  let devnet: Devnet;
  const post = async <T>(path: string, body: unknown) =>
    (await (await fetch(`${devnet.url}${path}`, { method: 'POST', body: JSON.stringify(body) })).json()) as T;
  const run = async (path: string, owner: DevnetKey, body: Record<string, unknown>) => {
    const tx = await post<{ txID: string; raw_data: unknown }>(path, { owner_address: owner.hex, ...body });
    const signature = [signDigest(tx.txID, owner.privateKey)];
    const result = await post<{ result?: boolean }>('/wallet/broadcasttransaction', { ...tx, signature });
    expect(result.result, `${path} ${JSON.stringify(result)}`).toBe(true);
    await devnet.hooks.produceBlocks(1);
    return tx.txID;
  };

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, produceBlocks: false, maintenanceIntervalMs: 30_000 });
    await devnet.hooks.produceBlocks(1);
  });
  afterAll(() => devnet.stop());

  it('counts votes at the next maintenance and pays the voter', async () => {
    const voter = devnet.keys.accounts[10]!;
    const sr = devnet.keys.witnesses[0]!;
    await run('/wallet/freezebalancev2', voter, {
      frozen_balance: 5_000_000_000_000,
      resource: 'TRON_POWER',
    });
    await run('/wallet/votewitnessaccount', voter, {
      votes: [{ vote_address: sr.hex, vote_count: 5_000_000 }],
    });
    const before = devnet.chain.world.witnesses.get(sr.hex)!.voteCount;
    // Before the maintenance only the real-time list has the vote.
    const votesOf = async (path: string) => {
      const { witnesses } = await post<{ witnesses: { address: string; voteCount?: number }[] }>(path, {
        offset: 0,
        limit: 100,
      });
      return BigInt(witnesses.find((w) => w.address === sr.hex)?.voteCount ?? 0);
    };
    expect(await votesOf('/wallet/listwitnesses')).toBe(before);
    expect(await votesOf('/wallet/getpaginatednowwitnesslist')).toBe(before + 5_000_000n);
    await devnet.hooks.produceBlocks(12);
    expect(await votesOf('/wallet/listwitnesses')).toBe(before + 5_000_000n);
    expect(await votesOf('/wallet/getpaginatednowwitnesslist')).toBe(before + 5_000_000n);
    expect(devnet.chain.world.witnesses.get(sr.hex)!.voteCount).toBe(before + 5_000_000n);
    await devnet.hooks.produceBlocks(40);
    const { reward } = await post<{ reward: number }>('/wallet/getReward', { address: voter.hex });
    expect(reward).toBeGreaterThan(0);
    const balance = devnet.chain.world.account(voter.hex)!.balance;
    const txID = await run('/wallet/withdrawbalance', voter, {});
    const info = await post<{ withdraw_amount: number; fee?: number }>('/wallet/gettransactioninfobyid', {
      value: txID,
    });
    expect(info.withdraw_amount).toBeGreaterThanOrEqual(reward);
    expect(devnet.chain.world.account(voter.hex)!.balance).toBe(
      balance + BigInt(info.withdraw_amount) - BigInt(info.fee ?? 0),
    );
    expect((await post<{ reward: number }>('/wallet/getReward', { address: voter.hex })).reward).toBeLessThan(
      info.withdraw_amount,
    );
  });

  it('pays the producing SR its brokerage share of the block reward', async () => {
    const sr = devnet.keys.witnesses[1]!;
    const { reward } = await post<{ reward: number }>('/wallet/getReward', { address: sr.hex });
    expect(reward).toBeGreaterThan(0);
    expect((await post<{ brokerage: number }>('/wallet/getBrokerage', { address: sr.hex })).brokerage).toBe(
      20,
    );
  });
});
