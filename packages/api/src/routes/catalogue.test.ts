import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as S from '../schemas/index.js';
import { testHash } from '../test/addresses.js';
import { stopTestCluster } from '../test/database.js';
import { A, B, BLOCKS, blockHash, GAME, T0, TRANSACTIONS, txHash, USDT, WITNESSES } from '../test/seed.js';
import { seededApi } from '../test/server.js';

type Call = Awaited<ReturnType<typeof seededApi>>['call'];
let app: FastifyInstance;
let db: Db;
let call: Call;

beforeAll(async () => {
  ({ app, db, call } = await seededApi());
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

const get = (url: string) => call({ method: 'GET', url });
const post = (url: string, payload: object = {}) => call({ method: 'POST', url, payload });

function expectSchema(schema: TSchema, body: unknown) {
  const check = Compile(schema);
  if (!check.Check(body))
    throw new Error(`schema mismatch: ${JSON.stringify([...check.Errors(body)].slice(0, 3))}`);
}

/** Every path of the spec's catalogue plus the screens' extra calls, with the schema its 200 must match. */
const CATALOGUE: [string, () => ReturnType<Call>, TSchema][] = [
  ['home stats', () => get('/api/status'), S.HomeStats],
  ['POX price', () => get('/api/getprice'), S.PriceResponse],
  ['price chart', () => get('/api/priceChart?days=7'), S.PriceChartResponse],
  ['notifications / probe', () => get('/api/getmsg'), S.NotificationsResponse],
  ['search', () => get('/api/search?term=usdt&type=all'), S.SearchResponse],
  ['search suggestions', () => get('/api/search/suggest?q=us&limit=5'), S.SuggestResponse],
  ['node info', () => get('/api/nodeinfo'), S.NodeInfo],
  ['blocks info', () => get('/api/blocksdata'), S.BlocksInfo],
  ['blocks table', () => get('/api/getblocks?page=1&limit=10'), S.BlocksPage],
  ['block transactions', () => get('/api/block/transactions?block=5&page=1&limit=10'), S.TransactionsPage],
  ['transaction stats', () => get('/api/transaction/stats'), S.TransactionStats],
  ['banners', () => get('/wallet/getActiveBanners'), S.BannersResponse],
  ['accounts', () => get('/api/account/list?page=1&limit=20'), S.AccountsPage],
  ['address details', () => get(`/api/account/detail?address=${A}`), S.AccountDetail],
  ['wallet tokens', () => get(`/wallet/getHomeTokens?userAddress=${A}`), S.WalletTokensResponse],
  ['block details', () => get('/api/block?block=5'), S.BlockDetail],
  ['block overview', () => get('/api/block/overview?block=5'), S.BlockOverview],
  ['native token', () => get('/api/token0'), S.NativeTokenDetail],
  ['POX slider', () => get('/api/AccountStats'), S.PoxSlider],
  ['trending tokens', () => get('/api/trending'), S.TrendingResponse],
  ['blockchain account', () => get('/api/account/stats'), S.AccountStats],
  ['name tags', () => get('/api/getNameTag'), S.NameTagsResponse],
  ['block and resources', () => get('/api/getblocknRes'), S.BlockAndResources],
  ['export token list', () => get(`/api/getCsvTokens?address=${A}`), S.ExportTokensResponse],
  ['transaction table', () => post('/api/transaction', { page: 1, limit: 10 }), S.TransactionsTablePage],
  ['transfer table', () => post('/api/getTransfers', { page: 1, limit: 10 }), S.TransfersTablePage],
  ['transaction by hash', () => get(`/api/transaction/detail?hash=${txHash(4)}`), S.TransactionDetail],
  [
    'address transactions',
    () => get(`/api/account/transactions?address=${A}&limit=5`),
    S.TransactionsKeysetPage,
  ],
  ['address transfers', () => get(`/api/account/transfers?address=${A}&limit=5`), S.TransfersKeysetPage],
  ['address tokens', () => get(`/api/account/tokens?address=${A}`), S.AccountTokensResponse],
  ['address votes', () => get(`/api/account/votes?address=${A}`), S.AccountVotesResponse],
  ['address delegations', () => get(`/api/account/delegations?address=${A}`), S.DelegationsPage],
  ['address internal', () => get(`/api/account/internal?address=${A}`), S.InternalTransactionsKeysetPage],
  ['contract events', () => get(`/api/contract/events?address=${USDT}&limit=5`), S.EventsKeysetPage],
  ['token transfers', () => get(`/api/token/transfers?id=${USDT}&limit=5`), S.TransfersKeysetPage],
  ['staked data', () => get(`/governance/getvoteStatus?address=${A}`), S.StakedData],
  ['TVL graph', () => get('/governance/tvlgraph'), S.TvlGraph],
  ['contract extra details', () => get(`/token/tokensInfo?contractAddress=${USDT}`), S.ContractExtra],
  ['votes governance', () => get('/governance/votesData'), S.VotesData],
  ['votes list', () => get('/governance/getvoteslist?pageNo=1&pageLimit=10&term='), S.VotesListPage],
  ['network parameters', () => get('/governance/networkParameters'), S.NetworkParameters],
  ['proposals', () => get('/governance/getProposal'), S.ProposalsResponse],
  ['POX staking', () => get('/governance/poxStakingPage'), S.PoxStaking],
  ['SR details', () => get(`/governance/witness?address=${WITNESSES[0]}`), S.WitnessDetail],
  ['SR voters', () => get(`/governance/witnessVoters?address=${WITNESSES[0]}`), S.WitnessVotersPage],
  ['SR blocks', () => get(`/api/witness/blocks?address=${WITNESSES[0]}&limit=5`), S.BlocksKeysetPage],
  ['top stakers', () => get('/governance/topStakers?limit=10'), S.TopStakers],
  ['tokens list', () => get('/token/getTokens?type=&limit=10&pageNo=1'), S.TokensPage],
  ['contract slider', () => get(`/blockchain/contractslider?contractAddress=${USDT}`), S.ContractExtra],
  ['transfer data', () => get('/token/transferCounts'), S.CountResponse],
  ['other tokens number', () => get('/token/contractCounts'), S.CountResponse],
  ['contracts statistics', () => get('/blockchain/contractpage'), S.ContractsStats],
  ['SR governance', () => post('/governance/getWitnessData', {}), S.WitnessesResponse],
  ['SR partners', () => post('/governance/getWitnessDataP', {}), S.WitnessesResponse],
  ['token details', () => post('/token/gettoken', { id: USDT }), S.TokenDetail],
  ['contract details', () => post('/blockchain/contractdetail', { contractAddress: USDT }), S.ContractDetail],
  ['holder details', () => post('/blockchain/getcontractholders', { contractAddress: USDT }), S.HoldersPage],
  ['verified contracts', () => post('/dev/verifiedcontract', { page: 1, limit: 10 }), S.ContractsPage],
  ['all contracts', () => post('/dev/getcontracts', { page: 1, limit: 10 }), S.ContractsPage],
  [
    'support',
    () =>
      post('/support/create', {
        name: 'Ann',
        email: 'ann@example.org',
        category: 'Other',
        subject: 'Hi',
        message: 'Help',
      }),
    S.SupportResponse,
  ],
];

describe('every catalogue path answers 200 with its documented schema', () => {
  it.each(CATALOGUE)('%s', async (_name, request, schema) => {
    const res = await request();
    expect(res.statusCode, res.body).toBe(200);
    expectSchema(schema, res.json());
  });

  it('needs a key on every data path', async () => {
    for (const [, request] of CATALOGUE.slice(0, 3)) expect((await request()).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/api/status' });
    expect(res.statusCode).toBe(401);
    const gov = await app.inject({ method: 'POST', url: '/dev/getcontracts', payload: {} });
    expect(gov.statusCode).toBe(401);
  });
});

describe('content', () => {
  it('home stats come from the counters', async () => {
    const s = (await get('/api/status')).json();
    expect(s).toMatchObject({
      latestBlock: BLOCKS - 1,
      transactions: TRANSACTIONS,
      transactions24h: TRANSACTIONS,
    });
  });

  it('a block page is a number range, newest first, with edges', async () => {
    const first = (await get('/api/getblocks?page=1&limit=10')).json();
    expect(first.items.map((b: { number: number }) => b.number)).toEqual([
      59, 58, 57, 56, 55, 54, 53, 52, 51, 50,
    ]);
    expect(first.total).toBe(BLOCKS);
    expect(first.items[0].confirmed).toBe(false);
    const last = (await get('/api/getblocks?page=6&limit=10')).json();
    expect(last.items.map((b: { number: number }) => b.number)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(last.nextCursor).toBeNull();
    expect((await get('/api/getblocks?page=7&limit=10')).json().items).toEqual([]);
    const next = (await get(`/api/getblocks?cursor=${first.nextCursor}&limit=3`)).json();
    expect(next.items.map((b: { number: number }) => b.number)).toEqual([49, 48, 47]);
  });

  it('transaction pages by number and by cursor agree', async () => {
    const p2 = (await post('/api/transaction', { page: 2, limit: 10 })).json();
    expect(p2.items[0].hash).toBe(txHash(TRANSACTIONS - 10));
    const p1 = (await post('/api/transaction', { page: 1, limit: 10 })).json();
    const viaCursor = (await post('/api/transaction', { cursor: p1.nextCursor, limit: 10 })).json();
    expect(viaCursor.items).toEqual(p2.items);
    const lastPage = (await post('/api/transaction', { page: 12, limit: 10 })).json();
    expect(lastPage.items).toHaveLength(8);
    expect(lastPage.nextCursor).toBeNull();
  });

  it('a block lists its transactions in order, a page at a time', async () => {
    const res = (await get('/api/block/transactions?block=5&page=1&limit=1')).json();
    expect(res.items.map((t: { hash: string }) => t.hash)).toEqual([txHash(9)]);
    expect(res.total).toBe(2);
    const byHash = (await get(`/api/block/transactions?block=${blockHash(5)}&page=2&limit=1`)).json();
    expect(byHash.items[0].hash).toBe(txHash(10));
  });

  it('a transaction shows its receipt, transfers and logs', async () => {
    const tx = (await get(`/api/transaction/detail?hash=${txHash(4)}`)).json();
    expect(tx).toMatchObject({
      contractTypeName: 'TriggerSmartContract',
      from: B,
      blockNumber: 2,
      energyUsage: '13000',
    });
    expect(tx.transfers[0]).toMatchObject({
      from: B,
      to: A,
      amount: '3000000',
      token: { symbol: 'USDT', decimals: 6 },
    });
    // Topics and data, stored as bytes, read back as the hex the node gave.
    const log = {
      index: 0,
      address: USDT,
      topics: [testHash('Transfer(address,address,uint256)')],
      data: (3_000_000).toString(16).padStart(64, '0'),
      eventName: 'Transfer',
    };
    expect(tx.logs).toEqual([log]);
    expect(tx.internalTransactions).toHaveLength(1);
    const events = (await get(`/api/contract/events?address=${USDT}&limit=100`)).json();
    expect(events.items).toContainEqual(expect.objectContaining({ ...log, transactionHash: txHash(4) }));
  });

  it("an address's transactions merge both sides, newest first, and page by cursor", async () => {
    const page = (await get(`/api/account/transactions?address=${B}&limit=3`)).json();
    expect(page.items.map((t: { hash: string }) => t.hash)).toEqual([txHash(118), txHash(117), txHash(116)]);
    const next = (
      await get(`/api/account/transactions?address=${B}&limit=3&cursor=${page.nextCursor}`)
    ).json();
    expect(next.items[0].hash).toBe(txHash(115));
  });

  it('ranks holders, witnesses and tokens', async () => {
    const holders = (await post('/blockchain/getcontractholders', { contractAddress: USDT })).json();
    expect(holders.items.map((h: { address: string }) => h.address)).toEqual([B, A]);
    expect(holders.items[0].rank).toBe(1);
    const witnesses = (await post('/governance/getWitnessData', {})).json();
    expect(witnesses.witnesses).toHaveLength(27);
    expect(witnesses.witnesses[0]).toMatchObject({ rank: 1, name: 'SR 0', votes: '30000', partner: false });
    const partners = (await post('/governance/getWitnessDataP', {})).json();
    expect(partners.witnesses.map((w: { rank: number }) => w.rank)).toEqual([28, 29, 30]);
    const votes = (await get('/governance/getvoteslist?pageNo=1&pageLimit=10&term=sr 3')).json();
    expect(votes.items.map((w: { name: string }) => w.name)).toEqual(['SR 3']);
    expect(votes.items[0].rank).toBe(4);
    const prc10 = (await get('/token/getTokens?type=prc10&limit=10&pageNo=1')).json();
    expect(prc10.items.map((t: { symbol: string }) => t.symbol)).toEqual(['YUVI']);
    expect(prc10.total).toBe(1);
    expect(prc10.items[0]).toMatchObject({ issuer: A, createdAt: T0 });
    const all = (await get('/token/getTokens?type=all&limit=10&pageNo=1')).json();
    expect(all.items.map((t: { standard: string }) => t.standard).sort()).toEqual([
      'PRC10',
      'PRC20',
      'PRC20',
    ]);
    expect(all.items.find((t: { id: string }) => t.id === USDT)).toMatchObject({ issuer: B, createdAt: T0 });
  });

  it('ranks search hits: exact identifiers, then symbols, prefixes, near misses and name tags', async () => {
    const hit = async (term: string) =>
      (await get(`/api/search?term=${encodeURIComponent(term)}`)).json().hits;
    expect((await hit('5'))[0]).toMatchObject({ kind: 'block', key: '5' });
    expect((await hit(txHash(3)))[0]).toMatchObject({ kind: 'transaction', key: txHash(3) });
    expect((await hit(`0x${blockHash(9)}`))[0]).toMatchObject({ kind: 'block', key: '9' });
    expect((await hit(USDT))[0]).toMatchObject({ kind: 'contract', key: USDT, label: 'TetherToken' });
    expect((await hit(A))[0]).toMatchObject({ kind: 'address', key: A });
    expect((await hit('usdt'))[0]).toMatchObject({ kind: 'token', key: USDT });
    expect((await hit('teth'))[0]).toMatchObject({ kind: 'token', key: USDT });
    expect((await hit('UDST'))[0]).toMatchObject({ kind: 'token', key: USDT });
    expect((await hit('bob ex'))[0]).toMatchObject({ kind: 'address', key: B, label: 'Bob Exchange' });
    expect((await hit('dice'))[0]).toMatchObject({ kind: 'contract', key: GAME });
    const tokensOnly = (await get('/api/search?term=usdt&type=contract')).json().hits;
    expect(tokensOnly.every((h: { kind: string }) => h.kind === 'contract')).toBe(true);
  });

  it('answers 404 with the envelope for unknown things', async () => {
    for (const url of [
      '/api/block?block=999999',
      `/api/transaction/detail?hash=${'0'.repeat(64)}`,
      `/api/account/detail?address=${GAME.slice(0, -1)}x`,
    ]) {
      const res = await get(url);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().error.code).toMatch(/NOT_FOUND|BAD_PARAMETER/);
    }
    expect((await post('/token/gettoken', { id: 'nope' })).statusCode).toBe(404);
  });
});

describe('bad input is a 400 naming the parameter', () => {
  it.each([
    ['/api/getblocks?page=0', 'page'],
    ['/api/getblocks?limit=101', 'limit'],
    ['/api/getblocks?cursor=abc', 'cursor'],
    ['/api/block?block=-1', 'block'],
    ['/api/block', 'block'],
    ['/api/account/detail?address=nothex', 'address'],
    ['/api/search?term=', 'term'],
    ['/api/search?term=x&type=planet', 'type'],
    ['/api/search/suggest?q=x', 'q'],
    [`/api/search/suggest?q=${'a'.repeat(101)}`, 'q'],
    ['/api/search/suggest?q=ab&limit=11', 'limit'],
    ['/api/account/list?page=1000&limit=100', 'page'],
    ['/governance/getvoteslist?pageNo=2000&pageLimit=10', 'pageNo'],
    ['/token/getTokens?type=nft', 'type'],
    ['/api/priceChart?days=1000', 'days'],
  ])('%s', async (url, parameter) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_PARAMETER', parameter });
    expect(res.json().error.message).toContain(parameter);
  });

  it('names body fields and refuses a broken JSON body', async () => {
    const res = await post('/token/gettoken', {});
    expect(res.json().error.parameter).toBe('id');
    const broken = await call({
      method: 'POST',
      url: '/api/transaction',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.parameter).toBe('body');
  });
});
