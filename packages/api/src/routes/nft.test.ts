import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@poxscan/db';
import { txHashValue } from '@poxscan/db';
import { encodeAbiParams } from '@poxscan/protocol';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress, testHash } from '../test/addresses.js';
import { stopTestCluster } from '../test/database.js';
import { A, B } from '../test/seed.js';
import { seededApi } from '../test/server.js';

const NFT = testAddress('punks-contract');
const ZERO = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
const MAX = ((1n << 256n) - 1n).toString();
/** What a hostile contract could return as its tokenURI: it must come back as the same text. */
const HOSTILE_URI = '<img src=x onerror=alert(1)>';
const T = Date.UTC(2026, 0, 1);

let app: FastifyInstance;
let db: Db;
let call: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let node: Server;
const nodeCalls: { contract_address: string; parameter: string }[] = [];

/** How the node treats token ID 3: it hangs past the API's time limit, fails, reverts or answers. */
let id3: 'hang' | 'fail' | 'revert' | 'answer' = 'hang';

/** A full node answering tokenURI calls (token ID 1: a hostile URI; 3: as `id3` says). */
function startNode(): Promise<string> {
  node = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const args = JSON.parse(body) as { contract_address: string; parameter: string };
      nodeCalls.push(args);
      const is3 = BigInt(`0x${args.parameter}`) === 3n;
      if (is3 && id3 === 'hang') return;
      if (is3 && id3 === 'fail') {
        res.statusCode = 503;
        res.end();
        return;
      }
      if (is3 && id3 === 'revert') {
        res.end(JSON.stringify({ result: { code: 'CONTRACT_EXE_ERROR' }, constant_result: [''] }));
        return;
      }
      const uri = BigInt(`0x${args.parameter}`) === 1n ? HOSTILE_URI : 'ipfs://bafy/max.json';
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          result: { result: true },
          constant_result: [encodeAbiParams([{ name: 'uri', type: 'string' }], [uri])],
        }),
      );
    });
  });
  return new Promise((resolve) =>
    node.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(node.address() as AddressInfo).port}`)),
  );
}

/** One collection: ID 1 minted to A then sent to B, ID 2 minted to A then burnt, ID 2^256-1 and 3 minted to A. */
async function seedNfts(db: Db): Promise<void> {
  const k = db.kysely;
  await k
    .insertInto('tokens')
    .values({
      id: NFT,
      standard: 'PRC721',
      name: 'Yuvi Punks',
      symbol: 'YPUNK',
      decimals: 0,
      first_seen_block: 10,
      // its live IDs (nft_owners below), as the indexer keeps them; no totalSupply() read
      nft_count: 3,
    })
    .execute();
  const moves: [string, string, string][] = [
    ['1', ZERO, A],
    ['2', ZERO, A],
    ['1', A, B],
    ['2', A, ZERO],
    [MAX, ZERO, A],
    ['3', ZERO, A],
  ];
  const base = 10_000;
  // Each move's transaction: transfers read their hash through it.
  await k
    .insertInto('transactions')
    .values(
      moves.map(([, from], i) => ({
        seq: base + i,
        hash: txHashValue(testHash(`nft-${i}`)),
        block_num: 50 + i,
        block_time: new Date(T + i * 3000),
        contract_type: 31,
        owner_address: from,
        amount: '0',
        fee: '0',
        energy_usage: 0,
        energy_fee: '0',
        net_usage: 0,
        net_fee: '0',
        success: true,
        result: 'SUCCESS',
        signatures: '[]',
        parameter: '{}',
      })),
    )
    .execute();
  await k
    .insertInto('transfers')
    .values(
      moves.map(([id, from, to], i) => ({
        seq: base + i,
        tx_seq: base + i,
        standard: 'PRC721' as const,
        token_id: NFT,
        from_address: from,
        to_address: to,
        amount: '1',
        nft_id: id,
      })),
    )
    .execute();
  const owner = (id: string, to: string, i: number) => ({
    token_id: NFT,
    nft_id: id,
    owner_address: to,
    last_seq: base + i,
    last_tx_hash: testHash(`nft-${i}`),
    last_block_num: 50 + i,
    last_block_time: new Date(T + i * 3000),
  });
  await k
    .insertInto('nft_owners')
    .values([owner('1', B, 2), owner(MAX, A, 4), owner('3', A, 5)])
    .execute();
  await k
    .insertInto('token_holders')
    .values([
      { token_id: NFT, address: A, balance: '2' },
      { token_id: NFT, address: B, balance: '1' },
    ])
    .execute();
}

beforeAll(async () => {
  const fullnodeUrl = await startNode();
  ({ app, db, call } = await seededApi({ fullnodeUrl }));
  await seedNfts(db);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  node?.closeAllConnections();
  node?.close();
  await stopTestCluster();
});

const get = (url: string) => call({ method: 'GET', url });

describe('PRC721 routes', () => {
  it('lists the inventory most recently moved first, keyset paged, without burnt IDs', async () => {
    const first = await get(`/api/token/inventory?contract=${NFT}&limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      items: [
        {
          tokenId: '3',
          owner: A,
          lastTransfer: { transactionHash: testHash('nft-5'), blockNumber: 55, timestamp: T + 15000 },
        },
        {
          tokenId: MAX,
          owner: A,
          lastTransfer: { transactionHash: testHash('nft-4'), blockNumber: 54, timestamp: T + 12000 },
        },
      ],
      nextCursor: '10004',
    });
    const next = (await get(`/api/token/inventory?contract=${NFT}&limit=2&cursor=10004`)).json();
    expect(next).toMatchObject({ items: [{ tokenId: '1', owner: B }], nextCursor: null });
  });

  it("answers a token ID's owner, history and tokenURI as the node's text", async () => {
    const res = await get(`/api/token/nft?contract=${NFT}&tokenId=0001`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token: { id: NFT, standard: 'PRC721', symbol: 'YPUNK' },
      tokenId: '1',
      owner: B,
      burnt: false,
      minted: { transactionHash: testHash('nft-0'), blockNumber: 50 },
      lastTransfer: { transactionHash: testHash('nft-2'), blockNumber: 52 },
      tokenUri: HOSTILE_URI,
      tokenUriStatus: 'read',
    });
    expect(nodeCalls.at(-1)!.parameter).toBe('1'.padStart(64, '0'));
    const history = (await get(`/api/token/nft/transfers?contract=${NFT}&tokenId=1`)).json();
    expect(
      history.items.map((t: { from: string; to: string; nftId: string }) => [t.from, t.to, t.nftId]),
    ).toEqual([
      [A, B, '1'],
      [ZERO, A, '1'],
    ]);
  });

  it('shows a burnt ID without an owner or a node call, and the largest uint256 ID', async () => {
    const calls = nodeCalls.length;
    const burnt = (await get(`/api/token/nft?contract=${NFT}&tokenId=2`)).json();
    expect(burnt).toMatchObject({ owner: null, burnt: true, tokenUri: null, tokenUriStatus: 'none' });
    expect(nodeCalls.length).toBe(calls);
    const max = (await get(`/api/token/nft?contract=${NFT}&tokenId=${MAX}`)).json();
    expect(max).toMatchObject({ tokenId: MAX, owner: A, tokenUri: 'ipfs://bafy/max.json' });
  });

  it('answers within its time limit when the node does not, and asks the node again next time', async () => {
    const started = Date.now();
    const res = await get(`/api/token/nft?contract=${NFT}&tokenId=3`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ owner: A, tokenUri: null, tokenUriStatus: 'unavailable' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Date.now() - started).toBeLessThan(5000);

    // Within the micro-cache's second: a failed read is not served again.
    id3 = 'answer';
    const again = await get(`/api/token/nft?contract=${NFT}&tokenId=3`);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.json()).toMatchObject({ tokenUri: 'ipfs://bafy/max.json', tokenUriStatus: 'read' });
  });

  it("tells a node's failure from a contract that has no URI", async () => {
    const read = async () => (await get(`/api/token/nft?contract=${NFT}&tokenId=0003`)).json();
    id3 = 'fail';
    expect(await read()).toMatchObject({ tokenUri: null, tokenUriStatus: 'unavailable' });
    id3 = 'revert';
    expect(await read()).toMatchObject({ tokenUri: null, tokenUriStatus: 'none' });
  });

  it("lists an address's NFTs, most recently received first, keyset paged", async () => {
    const first = (await get(`/api/account/nfts?address=${A}&limit=1`)).json();
    expect(first.items).toMatchObject([{ token: { id: NFT, symbol: 'YPUNK' }, tokenId: '3' }]);
    expect(first.nextCursor).toBe('10005');
    const next = (await get(`/api/account/nfts?address=${A}&limit=1&cursor=10005`)).json();
    expect(next.items.map((i: { tokenId: string }) => i.tokenId)).toEqual([MAX]);
    expect((await get(`/api/account/nfts?address=${B}`)).json().items).toMatchObject([{ tokenId: '1' }]);
  });

  it('puts the token ID on every transfer row', async () => {
    const rows = (await get(`/api/token/transfers?id=${NFT}&limit=3`)).json().items;
    expect(rows.map((t: { nftId: string }) => t.nftId)).toEqual(['3', MAX, '2']);
    const pox = (await get(`/api/account/transfers?address=${A}&limit=50`)).json().items;
    expect(pox.filter((t: { nftId: string | null }) => t.nftId === null).length).toBeGreaterThan(0);
  });

  it.each([
    ['tokenId', `/api/token/nft?contract=${NFT}&tokenId=${(1n << 256n).toString()}`],
    ['tokenId', `/api/token/nft?contract=${NFT}&tokenId=-1`],
    ['tokenId', `/api/token/nft?contract=${NFT}&tokenId=0x10`],
    ['tokenId', `/api/token/nft?contract=${NFT}&tokenId=${'9'.repeat(79)}`],
    ['tokenId', `/api/token/nft?contract=${NFT}`],
    ['contract', `/api/token/nft?contract=nope&tokenId=1`],
    ['tokenId', `/api/token/nft/transfers?contract=${NFT}&tokenId=1.5`],
    ['cursor', `/api/token/inventory?contract=${NFT}&cursor=${'9'.repeat(17)}`],
    ['cursor', `/api/account/nfts?address=${A}&cursor=x`],
  ])('answers 400 naming %s for %s', async (parameter, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_PARAMETER');
    expect(res.json().error.message).toContain(parameter);
  });

  it("shows a collection without a supply read its live token IDs, and the contract's supply once read", async () => {
    // Each list read asks its own page size: the micro-cache would answer a repeated request.
    let size = 10;
    const listed = async () =>
      (await get(`/token/getTokens?type=prc721&limit=${size++}&pageNo=1`))
        .json()
        .items.find((t: { id: string }) => t.id === NFT);
    const detail = async () =>
      (await call({ method: 'POST', url: '/token/gettoken', payload: { id: NFT } })).json();
    for (const token of [await listed(), await detail()])
      expect(token).toMatchObject({ totalSupply: '3', totalSupplyBasis: 'liveTokenIds' });
    // A contract answering 0 beside live IDs is not believed either.
    await db.kysely.updateTable('tokens').set({ total_supply: '0' }).where('id', '=', NFT).execute();
    expect(await listed()).toMatchObject({ totalSupply: '3', totalSupplyBasis: 'liveTokenIds' });
    await db.kysely.updateTable('tokens').set({ total_supply: '4' }).where('id', '=', NFT).execute();
    // (the list only: the micro-cache keeps the token's page answer)
    expect(await listed()).toMatchObject({ totalSupply: '4', totalSupplyBasis: 'chain' });
    await db.kysely.updateTable('tokens').set({ total_supply: null }).where('id', '=', NFT).execute();
  });

  it('shares its holders out of no fewer than its live token IDs, the supply read before its mints', async () => {
    // totalSupply() read when one token was minted: three are live now.
    await db.kysely.updateTable('tokens').set({ total_supply: '1' }).where('id', '=', NFT).execute();
    const holders = async (limit: number) =>
      (
        await call({
          method: 'POST',
          url: '/blockchain/getcontractholders',
          payload: { contractAddress: NFT, page: 1, limit },
        })
      ).json() as { items: { address: string; share: number }[] };
    const page = await holders(10);
    expect(page.items.map((h) => [h.address, h.share])).toEqual([
      [A, 0.666666],
      [B, 0.333333],
    ]);
    expect(page.items.reduce((sum, h) => sum + h.share, 0)).toBeLessThanOrEqual(1);
    // The page shows the same base: the live token IDs, said as such.
    const token = (await call({ method: 'POST', url: '/token/gettoken', payload: { id: NFT } })).json();
    expect(token).toMatchObject({ totalSupply: '3', totalSupplyBasis: 'liveTokenIds' });
    // A contract counting burnt IDs too reports more than are live: its figure is the base.
    await db.kysely.updateTable('tokens').set({ total_supply: '6' }).where('id', '=', NFT).execute();
    expect((await holders(9)).items.map((h) => h.share)).toEqual([0.333333, 0.166666]);
    await db.kysely.updateTable('tokens').set({ total_supply: null }).where('id', '=', NFT).execute();
  });

  it('answers 404 for a token ID of no collection or one that never moved', async () => {
    expect((await get(`/api/token/nft?contract=${A}&tokenId=1`)).statusCode).toBe(404);
    expect((await get(`/api/token/nft?contract=${NFT}&tokenId=99`)).statusCode).toBe(404);
    expect((await get(`/api/token/inventory?contract=${A}`)).json()).toEqual({ items: [], nextCursor: null });
  });
});
