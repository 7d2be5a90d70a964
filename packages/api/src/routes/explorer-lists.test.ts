import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@poxscan/db';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../test/database.js';
import { A, B, BLOCKS, GAME, T0, TRANSACTIONS, txHash, USDT, WITNESSES } from '../test/seed.js';
import { seededApi } from '../test/server.js';

type Call = Awaited<ReturnType<typeof seededApi>>['call'];
let app: FastifyInstance;
let db: Db;
let call: Call;
let node: Server;

/** java-tron's documented `/wallet/listnodes` answer: hosts as hex bytes of their text. */
const LIST_NODES = {
  nodes: [
    { address: { host: '3137362e392e3134382e323336', port: 18888 } },
    { address: { host: '35382e3133362e3130332e3833', port: 18889 } },
  ],
};

/** A full node answering getnodeinfo with a real java-tron payload. */
function startNode(): Promise<string> {
  node = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/wallet/getnodeinfo') res.end(JSON.stringify(readJavaTronFixture('getnodeinfo-1.json')));
    else if (req.url === '/wallet/listnodes') res.end(JSON.stringify(LIST_NODES));
    else res.writeHead(404).end('{}');
  });
  return new Promise((resolve) =>
    node.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(node.address() as AddressInfo).port}`)),
  );
}

const W0 = WITNESSES[0]!;
const DELEGATIONS = [
  { from_address: A, to_address: B, resource: 'BANDWIDTH' as const, amount: '1000000000' },
  { from_address: A, to_address: B, resource: 'ENERGY' as const, amount: '2000000' },
  { from_address: A, to_address: W0, resource: 'ENERGY' as const, amount: '3000000' },
  { from_address: B, to_address: A, resource: 'ENERGY' as const, amount: '500000' },
];

beforeAll(async () => {
  ({ app, db, call } = await seededApi({ fullnodeUrl: await startNode() }));
  await db.kysely.insertInto('delegations').values(DELEGATIONS).execute();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  node?.close();
  await stopTestCluster();
});

const get = (url: string) => call({ method: 'GET', url });
const post = (url: string, payload: object = {}) => call({ method: 'POST', url, payload });
const hashes = (page: { items: { hash: string }[] }) => page.items.map((t) => t.hash);
const blockTime = (n: number) => T0 + n * 3000;

describe('blocks list', () => {
  it("carries each block's reward", async () => {
    const page = (await get('/api/getblocks?page=1&limit=2')).json();
    expect(page.items.map((b: { reward: string }) => b.reward)).toEqual(['16000000', '16000000']);
  });
});

describe('transaction table filters', () => {
  // Block n holds seq 2n-1 (a POX transfer, type 1) and 2n (a USDT call, type 31).
  it('by time range: page numbers over the range, with its exact total', async () => {
    const range = { start: blockTime(10), end: blockTime(19) };
    const first = (await post('/api/transaction', { ...range, page: 1, limit: 5 })).json();
    expect(first.total).toBe(20);
    expect(hashes(first)).toEqual([38, 37, 36, 35, 34].map(txHash));
    const last = (await post('/api/transaction', { ...range, page: 4, limit: 5 })).json();
    expect(hashes(last)).toEqual([23, 22, 21, 20, 19].map(txHash));
    expect(last.nextCursor).toBeNull();
    expect((await post('/api/transaction', { ...range, page: 5, limit: 5 })).json().items).toEqual([]);
    const viaCursor = (
      await post('/api/transaction', { ...range, cursor: first.nextCursor, limit: 5 })
    ).json();
    expect(hashes(viaCursor)).toEqual([33, 32, 31, 30, 29].map(txHash));
  });

  it('by contract type, within a time range, by cursor (total unknown)', async () => {
    const body = { type: 31, start: blockTime(10), end: blockTime(19), limit: 4 };
    const seen: string[] = [];
    let page = (await post('/api/transaction', body)).json();
    expect(page.total).toBeNull();
    for (;;) {
      seen.push(...hashes(page));
      expect(page.items.every((t: { contractType: number }) => t.contractType === 31)).toBe(true);
      if (page.nextCursor === null) break;
      page = (await post('/api/transaction', { ...body, cursor: page.nextCursor })).json();
    }
    expect(seen).toEqual([38, 36, 34, 32, 30, 28, 26, 24, 22, 20].map(txHash));
  });

  it('by contract type over the whole chain, newest first', async () => {
    const page = (await post('/api/transaction', { type: 1, limit: 3 })).json();
    expect(hashes(page)).toEqual([TRANSACTIONS - 1, TRANSACTIONS - 3, TRANSACTIONS - 5].map(txHash));
    const none = (await post('/api/transaction', { type: 54, limit: 3 })).json();
    expect(none).toMatchObject({ items: [], nextCursor: null, total: null });
  });

  it('a range outside the chain is empty', async () => {
    const after = { start: blockTime(BLOCKS + 10), page: 1, limit: 10 };
    expect((await post('/api/transaction', after)).json()).toMatchObject({ items: [], total: 0 });
    const before = { end: T0 - 1000, page: 1, limit: 10 };
    expect((await post('/api/transaction', before)).json()).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    [{ type: 31, page: 2 }, 'page'],
    [{ start: 2000, end: 1000 }, 'end'],
    [{ type: -1 }, 'type'],
    [{ start: 'yesterday' }, 'start'],
  ])('refuses %j naming %s', async (body, parameter) => {
    const res = await post('/api/transaction', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_PARAMETER', parameter });
  });
});

describe('transfer table by standard', () => {
  it('lists one standard without choosing a token, by cursor', async () => {
    const first = (await post('/api/getTransfers', { standard: 'PRC20', limit: 3 })).json();
    expect(first.total).toBeNull();
    expect(first.items.map((t: { token: { standard: string } }) => t.token.standard)).toEqual([
      'PRC20',
      'PRC20',
      'PRC20',
    ]);
    expect(first.items[0].transactionHash).toBe(txHash(TRANSACTIONS));
    const next = (
      await post('/api/getTransfers', { standard: 'PRC20', cursor: first.nextCursor, limit: 3 })
    ).json();
    expect(next.items.map((t: { transactionHash: string }) => t.transactionHash)).toEqual(
      [TRANSACTIONS - 6, TRANSACTIONS - 8, TRANSACTIONS - 10].map(txHash),
    );
    const pox = (await post('/api/getTransfers', { standard: 'POX', limit: 2 })).json();
    expect(pox.items.map((t: { token: { id: string } }) => t.token.id)).toEqual(['_', '_']);
    const nft = (await post('/api/getTransfers', { standard: 'PRC721', limit: 2 })).json();
    expect(nft).toMatchObject({ items: [], nextCursor: null });
  });

  it.each([
    [{ standard: 'PRC20', page: 2 }, 'page'],
    [{ standard: 'TRC20' }, 'standard'],
  ])('refuses %j naming %s', async (body, parameter) => {
    const res = await post('/api/getTransfers', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.parameter).toBe(parameter);
  });
});

describe('contracts list', () => {
  const order = async (sort?: string) => {
    const body = sort === undefined ? {} : { sort };
    const page = (await post('/dev/getcontracts', body)).json();
    return page.items.map((c: { address: string; balance: string }) => [c.address, c.balance]);
  };

  it('sorts by creation (default), transactions and balance, with each balance', async () => {
    expect(await order()).toEqual([
      [GAME, '42'],
      [USDT, '0'],
    ]);
    expect((await order('calls')).map(([address]: string[]) => address)).toEqual([USDT, GAME]);
    expect((await order('balance')).map(([address]: string[]) => address)).toEqual([GAME, USDT]);
    const verified = (await post('/dev/verifiedcontract', { sort: 'balance' })).json();
    expect(verified.items.map((c: { address: string }) => c.address)).toEqual([USDT]);
  });

  it('refuses an unknown sort', async () => {
    const res = await post('/dev/getcontracts', { sort: 'name' });
    expect(res.json().error).toMatchObject({ code: 'BAD_PARAMETER', parameter: 'sort' });
  });
});

describe('rich list', () => {
  it("tells each account's last activity", async () => {
    const page = (await get('/api/account/list?page=1&limit=2')).json();
    expect(page.items[0]).toMatchObject({ address: A, lastActiveAt: T0 + BLOCKS * 3000 });
  });
});

describe('delegations by counterparty', () => {
  it('lists what an address delegates and receives, a keyset page at a time', async () => {
    const out = DELEGATIONS.filter((d) => d.from_address === A)
      .map((d) => [d.to_address, d.resource, d.amount])
      .sort((x, y) => (`${x[0]}:${x[1]}` < `${y[0]}:${y[1]}` ? -1 : 1));
    const seen: string[][] = [];
    let cursor = '';
    for (;;) {
      const res = await get(`/api/account/delegations?address=${A}&direction=out&limit=2${cursor}`);
      const page = res.json();
      seen.push(
        ...page.items.map((d: { counterparty: string; resource: string; amount: string }) => [
          d.counterparty,
          d.resource,
          d.amount,
        ]),
      );
      if (page.nextCursor === null) break;
      cursor = `&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual(out);
    const received = (await get(`/api/account/delegations?address=${A}&direction=in`)).json();
    expect(received.items).toEqual([{ counterparty: B, name: null, resource: 'ENERGY', amount: '500000' }]);
    const named = (await get(`/api/account/delegations?address=${B}&direction=in`)).json();
    expect(named.items.map((d: { name: string | null }) => d.name)).toEqual(['alice', 'alice']);
  });

  it.each([
    [`direction=sideways`, 'direction'],
    [`cursor=${B}:SPEED`, 'cursor'],
  ])('refuses %s', async (query, parameter) => {
    const res = await get(`/api/account/delegations?address=${A}&${query}`);
    expect(res.json().error).toMatchObject({ code: 'BAD_PARAMETER', parameter });
  });
});

describe('POX burned', () => {
  it("gives today's fees and every day's since the first indexed block", async () => {
    const slider = (await get('/api/AccountStats')).json();
    expect(slider).toMatchObject({ feesBurnedToday: '1000', feesBurnedTotal: '3000' });
  });
});

describe('node info', () => {
  it("reports the full node's version, connections and known peers", async () => {
    const info = (await get('/api/nodeinfo')).json();
    expect(info.node).toMatchObject({
      version: '4.8.1',
      versionNumber: '18636',
      p2pVersion: '201910292',
      headBlock: 66987565,
      solidifiedBlock: 66987547,
      connections: { current: 60, active: 3, passive: 57 },
      peers: {
        total: 2,
        list: [
          { host: '176.9.148.236', port: 18888 },
          { host: '58.136.103.83', port: 18889 },
        ],
      },
    });
  });

  it('says null when the node does not answer', async () => {
    const offline = await seededApi({ fullnodeUrl: 'http://127.0.0.1:9' });
    try {
      const info = (await offline.call({ method: 'GET', url: '/api/nodeinfo' })).json();
      expect(info.node).toBeNull();
      expect(info.latestBlock).toBe(BLOCKS - 1);
    } finally {
      await offline.app.close();
      await offline.db.close();
    }
  });
});
