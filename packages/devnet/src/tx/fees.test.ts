import { signDigest } from '@poxscan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, type DevnetKey, startDevnet } from '../index.js';

/** Bandwidth and fees as java-tron charges them, observed through the HTTP API. */
describe('bandwidth and fees', () => {
  let devnet: Devnet;
  const post = async <T>(path: string, body: unknown) =>
    (await (await fetch(`${devnet.url}${path}`, { method: 'POST', body: JSON.stringify(body) })).json()) as T;

  async function send(from: DevnetKey, body: Record<string, unknown>, signers: DevnetKey[] = [from]) {
    const tx = await post<{ txID: string; raw_data: Record<string, unknown> }>('/wallet/createtransaction', {
      owner_address: from.hex,
      ...body,
    });
    return sign(tx, signers);
  }

  async function sign(tx: { txID: string; raw_data: Record<string, unknown> }, signers: DevnetKey[]) {
    const signature = signers.map((k) => signDigest(tx.txID, k.privateKey));
    const result = await post<{ result?: boolean; code?: string; message?: string }>(
      '/wallet/broadcasttransaction',
      { ...tx, signature },
    );
    return { txID: tx.txID, result };
  }

  const info = (txID: string) =>
    post<Record<string, unknown> & { receipt: Record<string, number> }>('/wallet/gettransactioninfobyid', {
      value: txID,
    });

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, produceBlocks: false });
    await devnet.hooks.produceBlocks(1);
  });
  afterAll(() => devnet.stop());

  it('uses the free daily bandwidth for a payment between existing accounts', async () => {
    const [a, b] = devnet.keys.accounts;
    const { txID, result } = await send(a!, { to_address: b!.hex, amount: 1_000 });
    expect(result.result).toBe(true);
    await devnet.hooks.produceBlocks(1);
    const receipt = await info(txID);
    expect(receipt.fee).toBeUndefined();
    expect(receipt.receipt.net_usage).toBeGreaterThan(200);
  });

  it('charges 1 POX plus the 0.1 POX account-creation bandwidth for a payment to a new address', async () => {
    const fresh = devnet.keys.witnesses[0]!.hex.replace(/..$/, '00');
    const { txID } = await send(devnet.keys.accounts[2]!, { to_address: fresh, amount: 1_000_000 });
    await devnet.hooks.produceBlocks(1);
    const receipt = await info(txID);
    expect(receipt.fee).toBe(1_100_000);
    expect(receipt.receipt.net_fee).toBe(100_000);
  });

  it('burns sun per byte once the free bandwidth is used up, and adds the memo fee', async () => {
    const [, , , payer, payee] = devnet.keys.accounts;
    for (let i = 0; i < 3; i++) await send(payer!, { to_address: payee!.hex, amount: 10 + i });
    await devnet.hooks.produceBlocks(1);
    const { txID } = await send(payer!, {
      to_address: payee!.hex,
      amount: 77,
      extra_data: Buffer.from('rent').toString('hex'),
    });
    await devnet.hooks.produceBlocks(1);
    const receipt = await info(txID);
    const netFee = receipt.receipt.net_fee!;
    expect(netFee).toBeGreaterThan(200_000);
    expect(netFee % 1_000).toBe(0);
    expect(receipt.fee).toBe(netFee + 1_000_000);
  });

  it('needs both signatures of the 2-of-3 multi-signature account and charges the multi-signature fee', async () => {
    const accounts = devnet.keys.accounts;
    const multisig = accounts[39]!;
    const single = await send(multisig, { to_address: accounts[1]!.hex, amount: 5 });
    expect(single.result.code).toBe('SIGERROR');
    expect(Buffer.from(single.result.message!, 'hex').toString()).toMatch(/weight is 1, threshold is 2/);
    const both = await send(multisig, { to_address: accounts[1]!.hex, amount: 6 }, [multisig, accounts[38]!]);
    expect(both.result.result).toBe(true);
    await devnet.hooks.produceBlocks(1);
    expect((await info(both.txID)).fee).toBe(1_000_000);
  });

  it('rejects with java-tron codes: expired, unknown reference block, duplicate', async () => {
    const [a, b] = devnet.keys.accounts;
    const tx = await post<{ txID: string; raw_data: Record<string, unknown> }>('/wallet/createtransaction', {
      owner_address: a!.hex,
      to_address: b!.hex,
      amount: 3,
    });
    const first = await sign(tx, [a!]);
    expect(first.result.result).toBe(true);
    expect((await sign(tx, [a!])).result.code).toBe('DUP_TRANSACTION_ERROR');
    const badRef = await post<{ code: string }>('/wallet/broadcasttransaction', {
      raw_data: { ...tx.raw_data, ref_block_hash: '0000000000000000' },
      signature: ['00'.repeat(65)],
    });
    expect(badRef.code).toBe('TAPOS_ERROR');
    const expired = await post<{ code: string }>('/wallet/broadcasttransaction', {
      raw_data: { ...tx.raw_data, expiration: 1 },
      signature: ['00'.repeat(65)],
    });
    expect(expired.code).toBe('TRANSACTION_EXPIRATION_ERROR');
  });
});
