import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiServer } from '@poxscan/api';
import { openDatabase, txHashHex } from '@poxscan/db';
import { toBase58Address, toHexAddress } from '@poxscan/protocol';
import { JAVA_TRON_FIXTURES } from '@poxscan/test-support/fixtures';
import { base58 } from '@scure/base';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Indexer, startIndexer } from './indexer.js';
import { quiet } from './test/harness.js';
import { RawJson, stubNode } from './test/stub-node.js';

// Mainnet's block 0 (fixtures/java-tron/getblockbynum-4.json, printed with visible=true): three
// unsigned TransferContracts from the 23 ASCII bytes "0x000000000000000000000", one of them of
// -2^63 sun, under a header whose witness_address is a sentence. The indexer reads hex JSON, so
// each base58check field is turned back into the hex of its bytes, as a plain getblockbynum prints
// it; the text is edited, never parsed and re-printed, so the amounts keep every digit.
const visible = readFileSync(join(JAVA_TRON_FIXTURES, 'getblockbynum-4.json'), 'utf8');
const hexOf = (text: string) => Buffer.from(base58.decode(text).slice(0, -4)).toString('hex');
const genesisText = visible.replace(
  /"(owner_address|to_address|witness_address)": "([1-9A-HJ-NP-Za-km-z]+)"/g,
  (_, key: string, value: string) => `"${key}": "${hexOf(value)}"`,
);
const genesis = JSON.parse(genesisText) as {
  blockID: string;
  transactions: {
    txID: string;
    raw_data: { contract: [{ parameter: { value: { to_address: string } } }] };
  }[];
};
const header = { blockID: genesis.blockID, block_header: JSON.parse(genesisText).block_header };
const [zion, sun, blackhole] = genesis.transactions.map((tx) => ({
  hash: tx.txID,
  to: tx.raw_data.contract[0].parameter.value.to_address,
}));
const KEY = 'genesis-key';
const GENESIS_OWNER = '7YxAaK71utTpYJ8u4Zna7muWxd1pQwimpGxy8';
const WITNESS_TEXT =
  'A new system must allow existing systems to be linked together without requiring any central control or coordination';

describe("mainnet's block 0 served by a stub node", () => {
  let indexer: Indexer;
  let app: FastifyInstance;
  const db = openDatabase();
  let close: () => Promise<void>;
  const asked: string[] = [];

  beforeAll(async () => {
    const node = await stubNode({
      '/wallet/getblock': (body) =>
        body.id_or_num === undefined || Number(body.id_or_num) === 0 ? header : {},
      '/walletsolidity/getblock': () => header,
      '/wallet/getblockbylimitnext': (body) =>
        Number(body.startNum) === 0 ? new RawJson(`{"block":[${genesisText}]}`) : {},
      // java-tron keeps no receipt for block 0's transactions.
      '/wallet/gettransactioninfobyblocknum': () => [],
      '/wallet/getaccount': (body) => {
        asked.push(String(body.address));
        return body.address === zion!.to ? { address: zion!.to, balance: 99000000000000000 } : {};
      },
      '/wallet/getaccountresource': () => ({}),
      '/wallet/listwitnesses': () => ({}),
      '/wallet/getpaginatednowwitnesslist': () => ({}),
      '/wallet/listproposals': () => ({}),
      '/wallet/getchainparameters': () => ({ chainParameter: [] }),
      '/wallet/getBrokerage': () => ({ brokerage: 20 }),
      '/wallet/getReward': () => ({ reward: 0 }),
    });
    const opened = await db;
    indexer = await startIndexer({
      db: opened,
      fullnodeUrl: node.url,
      logger: quiet,
      startBlock: 0,
      pollMs: 50,
    });
    await indexer.settled();
    app = await createApiServer({
      db: opened,
      fullnodeUrl: node.url,
      apiKeys: [KEY],
      runtimeConfig: {
        networkName: 'POX Testnet',
        explorers: { testnet: '', mainnet: '' },
        devnet: true,
        walletSiteUrl: '',
      },
      responseCacheMs: 0,
      logger: pino({ level: 'silent' }),
    });
    close = async () => {
      await app.close();
      await indexer.stop();
      await opened.close();
      await node.close();
    };
  });
  afterAll(() => close?.());
  const get = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${KEY}` } });

  it('stores block 0 with its sentence of a producer', async () => {
    const row = await (await db).kysely
      .selectFrom('blocks')
      .selectAll()
      .where('num', '=', 0)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ hash: genesis.blockID, tx_count: 3, fee: '0', reward: '0' });
    expect(Buffer.from(base58.decode(row.witness_address).slice(0, -4)).toString()).toBe(WITNESS_TEXT);
  });

  it('stores the genesis transfers from the 23-byte owner, a negative amount kept as the node gave it', async () => {
    const rows = await (await db).kysely
      .selectFrom('transactions')
      .select([
        txHashHex('hash').as('hash'),
        'owner_address',
        'to_address',
        'amount',
        'success',
        'fee',
        'signatures',
      ])
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => [r.hash, r.owner_address, toHexAddress(r.to_address!), r.amount])).toEqual([
      [zion!.hash, GENESIS_OWNER, zion!.to, '99000000000000000'],
      [sun!.hash, GENESIS_OWNER, sun!.to, '0'],
      [blackhole!.hash, GENESIS_OWNER, blackhole!.to, '-9223372036854775808'],
    ]);
    expect(rows.every((r) => r.success && r.fee === '0')).toBe(true);
  });

  it('credits the recipients from the node, never the text owner nor a negative balance', async () => {
    const k = (await db).kysely;
    const transfers = await k.selectFrom('transfers').select(['from_address', 'amount']).execute();
    expect(transfers).toEqual([{ from_address: GENESIS_OWNER, amount: '99000000000000000' }]);
    const accounts = await k.selectFrom('accounts').select(['address', 'balance']).execute();
    expect(accounts.every((a) => !a.balance.startsWith('-'))).toBe(true);
    const balance = new Map(accounts.map((a) => [a.address, a.balance]));
    // What the node says (getaccount), not the sum of the genesis amounts.
    expect(balance.get(toBase58Address(zion!.to))).toBe('99000000000000000');
    expect(balance.get(toBase58Address(blackhole!.to))).toBe('0');
    // The owner label is no account the node can be asked for: it keeps a zero balance.
    expect(balance.get(GENESIS_OWNER)).toBe('0');
    expect(asked).toContain(zion!.to);
    expect(asked.every((a) => /^41[0-9a-f]{40}$/.test(a))).toBe(true);
  });

  it('answers block 0 and its transactions through the API', async () => {
    const block = await get('/api/block?block=0');
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json()).toMatchObject({ number: 0, hash: genesis.blockID, transactionCount: 3 });
    const list = await get('/api/block/transactions?block=0');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((t: { hash: string }) => t.hash)).toEqual([
      zion!.hash,
      sun!.hash,
      blackhole!.hash,
    ]);
    const amounts = ['99000000000000000', '0', '-9223372036854775808'];
    for (const [i, { hash, to }] of [zion!, sun!, blackhole!].entries()) {
      const tx = await get(`/api/transaction/detail?hash=${hash}`);
      expect(tx.statusCode, tx.body).toBe(200);
      expect(tx.json()).toMatchObject({
        hash,
        blockNumber: 0,
        contractTypeName: 'TransferContract',
        from: GENESIS_OWNER,
        to: toBase58Address(to),
        amount: amounts[i],
        fee: '0',
        signatures: [],
      });
    }
  });
});
