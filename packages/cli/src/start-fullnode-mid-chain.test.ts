import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Devnet, startDevnet } from '@poxscan/devnet';
import { signDigest } from '@poxscan/protocol';
import { freePort } from '@poxscan/test-support/ports';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { command as start } from './commands/start.js';
import { readEnv } from './config.js';

// `poxscan start --fullnode URL --from-block latest` against a devnet that has run for a while with
// traffic: stakes, votes and SRs are older than the first indexed block, yet the API tells them true.

const logger = pino({ level: 'silent' });
const dataDir = mkdtempSync(join(tmpdir(), 'poxscan-mid-chain-'));
let devnet: Devnet;

async function post(path: string, body: object): Promise<Record<string, unknown>> {
  const reply = await fetch(`${devnet.url}/wallet/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return (await reply.json()) as Record<string, unknown>;
}

/** Builds, signs and broadcasts a transaction as a wallet does. */
async function send(builder: string, key: Devnet['keys']['candidates'][number], params: object) {
  const tx = await post(builder, { owner_address: key.base58, ...params, visible: true });
  const signature = [signDigest(String(tx.txID), key.privateKey)];
  expect(await post('broadcasttransaction', { ...tx, signature, visible: true })).toMatchObject({
    result: true,
  });
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, produceBlocks: false, traffic: 'high', testHooks: true, logger });
  const voter = devnet.keys.candidates[0]!;
  await send('freezebalancev2', voter, { frozen_balance: 50_000_000, resource: 'TRON_POWER' });
  await devnet.hooks.produceBlocks(1);
  await send('votewitnessaccount', voter, {
    votes: [{ vote_address: devnet.keys.partners[0]!.base58, vote_count: 50 }],
  });
  // Past a maintenance (every 20 blocks), which counts the votes into the SR list.
  await devnet.hooks.produceBlocks(45);
});
afterAll(async () => {
  await devnet?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('serves the SR count, votes and staked POX of the node when started at its head', async () => {
  const { witnesses } = (await post('listwitnesses', {})) as { witnesses: { voteCount?: number }[] };
  const world = devnet.chain.world;
  const weights =
    world.prop('totalNetWeight') + world.prop('totalEnergyWeight') + world.prop('totalTronPowerWeight');
  const head = devnet.chain.headNumber;

  const port = await freePort();
  let stop!: () => void;
  const stopSignal = new Promise<void>((r) => {
    stop = r;
  });
  const env = readEnv({ POXSCAN_DATA_DIR: dataDir, PORT: String(port), API_KEYS: 'mid-key' });
  const running = start.run(['--fullnode', devnet.url, '--from-block', 'latest'], {
    env,
    logger,
    stopSignal,
  });
  const get = async <T>(path: string): Promise<T | undefined> => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { authorization: 'Bearer mid-key' },
    }).catch(() => undefined);
    return response?.ok ? ((await response.json()) as T) : undefined;
  };
  // The node state is read in one round; the statistics are summed once a minute, so ask for them
  // only once that round is in.
  await expect
    .poll(
      async () => (await get<{ parameters: unknown[] }>('/governance/networkParameters'))?.parameters.length,
      {
        timeout: 60_000,
        interval: 250,
      },
    )
    .toBeGreaterThan(0);
  const status = await get<{ witnesses: number; totalStaked: string; indexedFrom: number }>('/api/status');
  expect(status).toMatchObject({
    indexedFrom: head,
    witnesses: witnesses.length,
    totalStaked: String(weights * 1_000_000n),
  });
  expect(witnesses.length).toBeGreaterThan(0);
  expect(weights).toBeGreaterThanOrEqual(50n);
  const votes = await get<{ totalVotes: string; witnesses: number }>('/governance/votesData');
  expect(votes).toMatchObject({
    totalVotes: String(witnesses.reduce((n, w) => n + (w.voteCount ?? 0), 0)),
    witnesses: witnesses.length,
  });
  expect(BigInt(votes!.totalVotes)).toBeGreaterThanOrEqual(50n);
  stop();
  expect(await running).toBe(0);
}, 120_000);
