import { freePort } from '@poxscan/test-support/ports';
import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { type PostgresReplica, startReplica } from '@poxscan/test-support/postgres-replica';
import { startRedis } from '@poxscan/test-support/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliProcess, runCli, startCli, waitForHttp } from './support/cli.ts';
import { nextLiveBlock } from './support/live.ts';

/**
 * The production layout on one machine: a primary and a streaming replica, one indexer writing the
 * primary, two API processes reading the replica and sharing their rate limits through Redis.
 */
const KEY = 'scale-out-key';
const LIMITED_KEY = 'scale-out-limited-key';
// The APIs trust the loopback proxy's X-Forwarded-For. The test's ordinary requests come from many
// addresses, so that a slow machine's polling never meets the per-address limit; the rate-limit
// test's client is one address of its own.
let requests = 0;
const client = () => `198.51.100.${(requests++ % 200) + 1}`;
const LIMITED_CLIENT = '203.0.113.9';
const FIXED_BLOCKS = [1, 3, 5];

let cluster: PostgresCluster | undefined;
let replica: PostgresReplica | undefined;
let redis: { url: string; stop(): Promise<void> } | undefined;
const processes: CliProcess[] = [];
const apis: string[] = [];

interface Status {
  latestBlock: number;
  latestSolidifiedBlock: number | null;
  replica: {
    serving: boolean;
    lagMs: number | null;
    lagBytes: number | null;
    blocksBehind: number | null;
  } | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function call(api: string, path: string, from = client(), key = KEY): Promise<Response> {
  return fetch(`${api}${path}`, { headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': from } });
}

async function json<T>(api: string, path: string): Promise<T> {
  const res = await call(api, path);
  expect(res.status, `${api}${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

const status = (api: string) => json<Status>(api, '/api/status');
const fixedBlocks = (api: string) =>
  Promise.all(FIXED_BLOCKS.map((n) => json<{ number: number }>(api, `/api/block?block=${n}`)));

async function transactionScans(): Promise<number> {
  const rows = await replica!.query<{ n: string }>(
    'poxscan',
    "SELECT seq_scan + coalesce(idx_scan, 0) AS n FROM pg_stat_user_tables WHERE relname = 'transactions'",
  );
  return Number(rows[0]!.n);
}

async function waitForStatus(api: string, done: (s: Status) => boolean, what: string): Promise<Status> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const s = await status(api);
    if (done(s)) return s;
    if (Date.now() > deadline) throw new Error(`${api}: ${what}; last status ${JSON.stringify(s)}`);
    await sleep(500);
  }
}

beforeAll(async () => {
  cluster = await startPostgres();
  const databaseUrl = await cluster.createDatabase('poxscan');
  await runCli(['migrate'], { DATABASE_URL: databaseUrl });
  replica = await startReplica(cluster);
  redis = await startRedis();

  const devnetUrl = `http://127.0.0.1:${await freePort()}`;
  const devnet = startCli(
    ['devnet', '--port', new URL(devnetUrl).port, '--block-time-ms', '1000', '--traffic', 'low'],
    {},
  );
  processes.push(devnet);
  await waitForHttp(`${devnetUrl}/wallet/getnowblock`, devnet);
  processes.push(startCli(['indexer'], { DATABASE_URL: databaseUrl, FULLNODE_URL: devnetUrl }));

  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const api = startCli(['api', '--host', '127.0.0.1', '--trust-proxy', '127.0.0.1'], {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATABASE_REPLICA_URL: replica.url('poxscan'),
      REDIS_URL: redis.url,
      FULLNODE_URL: devnetUrl,
      API_KEYS: `${KEY},${LIMITED_KEY}`,
    });
    processes.push(api);
    apis.push(`http://127.0.0.1:${port}`);
    await waitForHttp(`${apis[i]}/api/openapi.json`, api);
  }
});

afterAll(async () => {
  // Reverse order: the APIs and the indexer let go of the databases before these stop.
  for (const p of processes.reverse()) await p.stop();
  await Promise.allSettled([redis?.stop(), replica?.remove()]);
  await cluster?.stop();
});

describe('two API processes on a streaming replica', () => {
  it('read the replica, report its lag, and serve the same data', async () => {
    for (const api of apis) {
      // Solidified, so a block's answer (its `confirmed` flag) no longer changes while the test compares it.
      const s = await waitForStatus(
        api,
        (x) => x.latestBlock >= 6 && (x.latestSolidifiedBlock ?? -1) >= Math.max(...FIXED_BLOCKS),
        'the fixed blocks were not solidified',
      );
      expect(s.replica).toMatchObject({ serving: true });
      expect(s.replica?.lagMs).toBeGreaterThanOrEqual(0);
      expect(s.replica?.lagBytes).toBeGreaterThanOrEqual(0);
      expect(s.replica?.blocksBehind).toBeGreaterThanOrEqual(0);
    }
    const [first, second] = await Promise.all(apis.map(fixedBlocks));
    expect(first!.map((b) => b.number)).toEqual(FIXED_BLOCKS);
    expect(second).toEqual(first);
    const pages = await Promise.all(
      apis.map((api) => json(api, `/api/block/transactions?block=${FIXED_BLOCKS[2]}&page=1&limit=10`)),
    );
    expect(pages[1]).toEqual(pages[0]);
  });

  it('run their reads on the replica itself', async () => {
    // The replica counts the scans of the queries it runs; nothing but API reads scans its transactions.
    const before = await transactionScans();
    for (const api of apis) {
      for (let block = 1; block <= 5; block++) await json(api, `/api/block/transactions?block=${block}`);
    }
    await expect
      .poll(transactionScans, { timeout: 20_000, interval: 1_000 })
      .toBeGreaterThanOrEqual(before + 10);
  });

  it('send live blocks to the clients of both', async () => {
    const head = (await status(apis[0]!)).latestBlock;
    const blocks = await Promise.all(apis.map((api) => nextLiveBlock(api, KEY, client(), head)));
    for (const n of blocks) expect(n).toBeGreaterThan(head);
  });

  it('answer from the primary, with no error and the same data, while the replica is down', async () => {
    const reference = await fixedBlocks(apis[0]!);
    const before = (await status(apis[0]!)).latestBlock;
    const answers: { what: string; status: number; body: unknown; want: unknown }[] = [];
    let loading = true;
    let stopping: number | undefined;
    // Requests keep arriving on both APIs while the replica shuts down under them.
    const load = (async () => {
      for (let i = 0; loading; i++) {
        const api = apis[i % 2]!;
        const k = i % FIXED_BLOCKS.length;
        const path = `/api/block?block=${FIXED_BLOCKS[k]}`;
        const sent = Date.now();
        const res = await call(api, path);
        // Which answer, and when against the replica's stop, for a failure to say.
        const when =
          stopping === undefined ? 'before the stop' : `${sent - stopping} ms after the stop began`;
        const what = `answer ${i} (${api}${path}, sent ${when})`;
        answers.push({ what, status: res.status, body: await res.json(), want: reference[k] });
        await sleep(40);
      }
    })();
    await sleep(300);
    stopping = Date.now();
    await replica!.stop();
    await sleep(3_000);
    loading = false;
    await load;
    expect(answers.length).toBeGreaterThan(20);
    for (const a of answers) {
      expect(a.status, `${a.what}: ${JSON.stringify(a.body)}`).toBe(200);
      expect(a.body, a.what).toEqual(a.want);
    }
    for (const api of apis) {
      const s = await waitForStatus(
        api,
        (x) => x.latestBlock > before + 1,
        'no new block while the replica is down',
      );
      expect(s.replica?.serving).toBe(false);
    }
  });

  it('read the replica again once it is back', async () => {
    await replica!.start();
    for (const api of apis) {
      const s = await waitForStatus(
        api,
        (x) => x.replica?.serving === true && x.replica.blocksBehind !== null && x.replica.blocksBehind <= 1,
        'the replica did not serve again',
      );
      expect(s.replica?.lagBytes).toBeGreaterThanOrEqual(0);
    }
    const [first, second] = await Promise.all(apis.map(fixedBlocks));
    expect(second).toEqual(first);
    expect(first!.map((b) => b.number)).toEqual(FIXED_BLOCKS);
  });

  it('share one rate limit: a client over it on one API is refused by the other', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 400 && last?.status !== 429; i++) {
      last = await call(apis[0]!, '/api/getmsg', LIMITED_CLIENT, LIMITED_KEY);
    }
    expect(last?.status).toBe(429);
    const other = await call(apis[1]!, '/api/getmsg', LIMITED_CLIENT, LIMITED_KEY);
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await call(apis[1]!, '/api/getmsg')).status).toBe(200);
  });
});
