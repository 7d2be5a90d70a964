import { loadavg } from 'node:os';
import { type Db, openDatabase } from '@poxscan/db';
import { startPostgres } from '@poxscan/test-support/postgres';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { pino } from 'pino';
import { createApiServer } from '../src/index.js';
import { encodeFingerprint } from '../src/queries/trongrid/fingerprint.js';
import { existingDataset, generate } from './generate.js';
import { rawDataStorage } from './storage.js';

const KEY = 'bench-key';
const transactions = Number(process.argv[2] ?? 5_000_000);
/** Only the scenarios whose name contains this text (e.g. "TronGrid"); all when absent or "all". */
const only = process.argv[3] === 'all' ? undefined : process.argv[3];
/** Measurement rounds on the one dataset (each prints its table and the load average). */
const rounds = Number(process.argv[4] ?? 1);
/**
 * A database of your own (postgres://…): generated into until complete (an interrupted generation
 * resumes) and kept, so that a large chain is generated once and measured again later as it is.
 */
const reuse = process.argv[5];
/** Accounts and tokens grow with the chain: 100,000 and 1,000 at 5,000,000 transactions. */
const scale = {
  transactions,
  txPerBlock: 5,
  addresses: Math.max(1_000, Math.round(transactions / 50)),
  tokens: Math.max(10, Math.round(transactions / 5_000)),
};
const log = (msg: string) => console.log(`[bench:api] ${msg}`);

interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: object;
}

async function measure(url: string, s: Scenario, duration: number) {
  const result = await autocannon({
    url: `${url}${s.path}`,
    method: s.method ?? 'GET',
    connections: 50,
    workers: 1,
    duration,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    ...(s.body ? { body: JSON.stringify(s.body) } : {}),
  });
  return {
    name: s.name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    non2xx: result.non2xx + result.errors,
  };
}

/**
 * Waits until the database runs no statement but this one. autocannon stops at its deadline with up
 * to 50 requests under way (a CSV export takes seconds), and their statements would otherwise run on
 * into the next scenario's window and be counted against it.
 */
async function settle(db: Db): Promise<void> {
  const start = Date.now();
  for (let quiet = 0; quiet < 2; ) {
    const { rows: busy } = await sql<{ query: string; seconds: number }>`SELECT left(query, 200) AS query,
        extract(epoch FROM now() - query_start)::int AS seconds FROM pg_stat_activity
      WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`.execute(db.kysely);
    quiet = busy.length === 0 ? quiet + 1 : 0;
    if (Date.now() - start > 120_000) {
      const running = busy.map((r) => `${r.seconds} s: ${r.query}`).join('\n');
      throw new Error(`the database was still busy 120 s after a scenario, running:\n${running}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** One request at a time: the latency a single visitor sees, without queueing behind 49 others. */
async function sequential(url: string, s: Scenario, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(`${url}${s.path}`, {
      method: s.method ?? 'GET',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      ...(s.body ? { body: JSON.stringify(s.body) } : {}),
    });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)]!, max: times.at(-1)! };
}

/**
 * The TronGrid-compatible lists, first page and a fingerprint page half-way down the history (a
 * fingerprint is the last row's key, so a deep page is built from a key there).
 */
function tronGridScenarios(data: { busiest: string; bigToken: string }, transactions: number): Scenario[] {
  const middle = Math.floor(transactions / 2);
  const lists = [
    [
      'TronGrid busiest, transactions',
      `/v1/accounts/${data.busiest}/transactions?limit=20`,
      'account-tx',
      [middle],
    ],
    [
      'TronGrid busiest, trc20',
      `/v1/accounts/${data.busiest}/transactions/trc20?limit=20`,
      'trc20',
      [middle],
    ],
    [
      'TronGrid biggest token, events',
      `/v1/contracts/${data.bigToken}/events?limit=20`,
      'contract-events',
      [middle, 0],
    ],
  ] as const;
  return lists.flatMap(([name, path, list, key]) => [
    { name, path },
    { name: `${name}, deep fingerprint`, path: `${path}&fingerprint=${encodeFingerprint(list, key)}` },
  ]);
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** One round's table: alone (no cache), 50 connections as served, 50 connections without the cache. */
function report(
  rows: Measured[],
  uncached: Measured[],
  alone: Map<string, { p50: number; max: number }>,
  blocks: number,
) {
  console.log(
    `\n${transactions.toLocaleString('en')} transactions, ${blocks.toLocaleString('en')} blocks; autocannon, 50 connections, 8 s each\n`,
  );
  console.log(
    '| endpoint | alone, no cache: p50 ms | 50 conn.: p50 ms | p99 ms | req/s | 50 conn., no cache: p50 ms | p99 ms | req/s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  rows.forEach((r, i) => {
    const a = alone.get(r.name)!;
    const u = i === 0 ? undefined : uncached[i - 1];
    const tail = u ? `${u.p50} | ${u.p99} | ${u.rps}` : '– | – | –';
    console.log(`| ${r.name} | ${a.p50.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.rps} | ${tail} |`);
  });
  const errors = [...rows, ...uncached].filter((r) => r.non2xx > 0);
  if (errors.length > 0)
    console.log(`\nnon-2xx answers: ${errors.map((r) => `${r.name}: ${r.non2xx}`).join(', ')}`);
}

/** What main has opened, closed newest first whether it ends or fails (a listening server keeps Node up). */
const opened: (() => Promise<unknown>)[] = [];

async function main() {
  const cluster = reuse === undefined ? await startPostgres() : undefined;
  if (cluster !== undefined) opened.push(() => cluster.stop());
  const url = reuse ?? (await cluster!.createDatabase('bench_api'));
  const db = await openDatabase({ url, poolSize: 20 });
  opened.push(() => db.close());
  await db.migrate();
  let data = await existingDataset(db, scale);
  if (data === undefined) {
    const t = Date.now();
    data = await generate(db, scale, log);
    log(`dataset of ${transactions} transactions ready in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
  log(await rawDataStorage(db, transactions));

  const logger = pino({ level: 'warn' });
  const options = {
    db,
    fullnodeUrl: 'http://127.0.0.1:9',
    apiKeys: [KEY],
    runtimeConfig: {
      networkName: 'Yuvi Testnet',
      explorers: { testnet: '', mainnet: '' },
      devnet: false,
      walletSiteUrl: '',
    },
    rateLimit: { perIp: { max: 1e9, windowMs: 60_000 }, perKey: { max: 1e9, windowMs: 60_000 } },
    logger,
  };
  const app = await createApiServer(options);
  opened.push(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const api = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const noCache = await createApiServer({ ...options, responseCacheMs: 0 });
  opened.push(() => noCache.close());
  await noCache.listen({ port: 0, host: '127.0.0.1' });
  const apiNoCache = `http://127.0.0.1:${(noCache.server.address() as { port: number }).port}`;
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  opened.push(() => bare.close());
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const deepPage = Math.floor(transactions / 10) - 1;
  const csvFrom = data.latestBlock - 20_000;
  const scenarios: Scenario[] = [
    { name: 'home stats', path: '/api/status' },
    { name: 'block list', path: '/api/getblocks?page=1&limit=10' },
    {
      name: 'transaction list, page 1',
      method: 'POST',
      path: '/api/transaction',
      body: { page: 1, limit: 10 },
    },
    {
      name: `transaction list, page ${deepPage}`,
      method: 'POST',
      path: '/api/transaction',
      body: { page: deepPage, limit: 10 },
    },
    {
      name: 'busiest address, transactions',
      path: `/api/account/transactions?address=${data.busiest}&limit=20`,
    },
    {
      name: 'biggest token, holders',
      method: 'POST',
      path: '/blockchain/getcontractholders',
      body: { contractAddress: data.bigToken, page: 1, limit: 10 },
    },
    ...tronGridScenarios(data, transactions),
    { name: 'search "usd"', path: '/api/search?term=usd' },
    { name: 'search an address', path: `/api/search?term=${data.busiest}` },
    { name: 'suggest "us"', path: '/api/search/suggest?q=us' },
    { name: 'suggest a hash prefix', path: '/api/search/suggest?q=a1b2c3' },
    { name: 'suggest an address prefix', path: `/api/search/suggest?q=${data.busiest.slice(0, 5)}` },
    { name: 'chart series, all days', path: '/api/data/series/transactions' },
    { name: 'rankings, 30 days', path: '/api/data/rankings?window=30d' },
  ];
  const csv: Scenario = {
    name: 'CSV export, 5,000 rows',
    path: `/api/getCsvResource?contractAddress=${data.bigToken}&fromBlock=${csvFrom}&toBlock=${csvFrom + 10_000}`,
  };
  const csvBody = await (
    await fetch(`${api}${csv.path}`, { headers: { authorization: `Bearer ${KEY}` } })
  ).text();
  log(`CSV rows: ${csvBody.trim().split('\r\n').length - 1}`);

  const bareScenario = { name: 'bare Fastify route (ceiling)', path: '/bare' };
  const all = [...scenarios, csv].filter((s) => only === undefined || s.name.includes(only));
  for (let round = 1; round <= rounds; round++) {
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
    const loadBefore = load();
    const alone = new Map<string, { p50: number; max: number }>();
    alone.set(bareScenario.name, await sequential(bareUrl, bareScenario, 20));
    for (const s of all) alone.set(s.name, await sequential(apiNoCache, s, 20));
    // The alone runs warmed the uncached server; this warms the other (the rankings' first sum at
    // 20M takes seconds, which a request before it would wait out).
    for (const s of all) await sequential(api, s, 1);
    const rows = [await measure(bareUrl, bareScenario, 8)];
    for (const s of all) {
      rows.push(await measure(api, s, 8));
      await settle(db);
    }
    const uncached: Awaited<ReturnType<typeof measure>>[] = [];
    for (const s of all) {
      uncached.push(await measure(apiNoCache, s, 8));
      await settle(db);
    }
    report(rows, uncached, alone, data.latestBlock);
    console.log(
      `\nround ${round} of ${rounds}, ${new Date().toISOString()}, load average ${loadBefore} before, ${load()} after`,
    );
  }
}

try {
  await main();
} catch (error: unknown) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const close of opened.reverse()) await close();
}
