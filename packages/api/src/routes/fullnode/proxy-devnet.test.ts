import { type Devnet, startDevnet } from '@poxscan/devnet';
import { decodeJavaTronMessage, signDigest, txIdFromRawDataHex } from '@poxscan/protocol/browser';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../plugins/errors.js';
import { NodeStatusSource } from '../../upstream/node-status.js';
import { fullnodeRoutes } from './proxy.js';

interface UnsignedTx {
  txID: string;
  raw_data: { contract: { type: string; parameter: { value: Record<string, unknown> } }[] };
  raw_data_hex: string;
  Error?: string;
}

interface NowBlock {
  block_header: { raw_data: { number?: number } };
}

let devnet: Devnet;
let app: FastifyInstance;

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, produceBlocks: false });
  app = Fastify();
  registerErrorHandling(app);
  await app.register(fullnodeRoutes, {
    fullnodeUrl: devnet.url,
    solidityUrl: devnet.url,
    bodyLimit: 256 * 1024,
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await devnet?.stop();
});

/** A call through the proxy, as the web app and tronweb send it. */
const viaProxy = (url: string, body: object) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });

const signed = (tx: UnsignedTx, privateKey: string) => ({
  ...tx,
  signature: [signDigest(tx.txID, privateKey)],
});

describe('full-node proxy against a real devnet', () => {
  it("reads an account as the node reports it, and an unknown one as java-tron's {}", async () => {
    const alice = devnet.keys.accounts[0]!;
    const res = await viaProxy('/wallet/getaccount', { address: alice.base58, visible: true });
    expect(res.statusCode).toBe(200);
    const account = res.json() as { address: string; balance: number };
    expect(account.address).toBe(alice.base58);
    expect(account.balance).toBeGreaterThan(0);
    const unknown = await viaProxy('/wallet/getaccount', {
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      visible: true,
    });
    expect(unknown.json()).toEqual({});
  });

  it('passes a builder through: an unsigned transfer whose txID is the hash of its bytes', async () => {
    const [alice, bob] = devnet.keys.accounts;
    const res = await viaProxy('/wallet/createtransaction', {
      owner_address: alice!.base58,
      to_address: bob!.base58,
      amount: 1_000_000,
      visible: true,
    });
    expect(res.statusCode).toBe(200);
    const tx = res.json() as UnsignedTx;
    expect(tx.raw_data.contract[0]!.type).toBe('TransferContract');
    expect(txIdFromRawDataHex(tx.raw_data_hex)).toBe(tx.txID);
  });

  it("forwards java-tron's proposal builders, and their validation error as the node wrote it", async () => {
    const sr = devnet.keys.witnesses[0]!;
    const created = (
      await viaProxy('/wallet/proposalcreate', {
        owner_address: sr.base58,
        parameters: [{ key: 11, value: 420 }],
        visible: true,
      })
    ).json() as UnsignedTx;
    expect(created.raw_data.contract[0]!.type).toBe('ProposalCreateContract');
    expect(txIdFromRawDataHex(created.raw_data_hex)).toBe(created.txID);

    const notAnSr = await viaProxy('/wallet/proposalcreate', {
      owner_address: devnet.keys.accounts[0]!.base58,
      parameters: [{ key: 11, value: 420 }],
      visible: true,
    });
    expect(notAnSr.statusCode).toBe(200);
    expect((notAnSr.json() as UnsignedTx).Error).toMatch(/ContractValidateException/);

    const broken = await viaProxy('/wallet/proposalapprove', {
      owner_address: sr.base58,
      proposal_id: 'x',
      visible: true,
    });
    expect(broken.statusCode).toBe(400);
    expect((broken.json() as { Error?: string }).Error).toBeTruthy();
  });

  it("broadcasts a signed transaction, and passes java-tron's refusal codes through", async () => {
    const [alice, bob] = devnet.keys.accounts;
    const tx = (
      await viaProxy('/wallet/createtransaction', {
        owner_address: alice!.base58,
        to_address: bob!.base58,
        amount: 2_000_000,
        visible: true,
      })
    ).json() as UnsignedTx;

    const forged = await viaProxy('/wallet/broadcasttransaction', signed(tx, bob!.privateKey));
    expect(forged.statusCode).toBe(200);
    const refusal = forged.json() as { code: string; message: string; result?: boolean };
    expect(refusal.code).toBe('SIGERROR');
    expect(refusal.result).toBeUndefined();
    expect(decodeJavaTronMessage(refusal.message)).toMatch(/signature/i);

    const sent = (await viaProxy('/wallet/broadcasttransaction', signed(tx, alice!.privateKey))).json();
    expect(sent).toEqual({ result: true, txid: tx.txID });
    const again = (await viaProxy('/wallet/broadcasttransaction', signed(tx, alice!.privateKey))).json();
    expect(again.code).toBe('DUP_TRANSACTION_ERROR');

    await devnet.hooks.produceBlocks(1);
    const info = (await viaProxy('/wallet/gettransactioninfobyid', { value: tx.txID })).json();
    expect(info).toMatchObject({ id: tx.txID, blockNumber: 1 });
  });

  it("answers java-tron's exact getReward path and refuses other spellings", async () => {
    const sr = devnet.keys.witnesses[0]!;
    const reward = await viaProxy('/wallet/getReward', { address: sr.base58, visible: true });
    expect(reward.statusCode).toBe(200);
    expect(typeof (reward.json() as { reward: number }).reward).toBe('number');
    const lower = await viaProxy('/wallet/getreward', { address: sr.base58, visible: true });
    expect(lower.statusCode).toBe(404);
  });

  it("reads the node's version, head and peers the way the node page shows them", async () => {
    const now = (await viaProxy('/wallet/getnowblock', {})).json() as NowBlock;
    const { status } = await new NodeStatusSource(devnet.url, pino({ level: 'silent' })).get();
    expect(status).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      headBlock: now.block_header.raw_data.number ?? 0,
    });
    expect(status?.peers).toEqual({ total: 0, list: [] });
  });
});
