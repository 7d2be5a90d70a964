import { type Db, openDatabase } from '@poxscan/db';
import { toBase58Address } from '@poxscan/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDatabase } from './audit/audit.js';
import { startIndexer } from './indexer.js';
import { ChainNode, type TokenTransfer } from './test/chain-node.js';
import { quiet } from './test/harness.js';

// The indexer against nodes shaped like real java-tron ones (see test/chain-node.ts): started
// mid-chain, on a node without early blocks, a node that falls behind, and forks above and below
// the solidified block. Each counts the node calls the indexer makes.

const TOKEN = '41eca9bc828a3005b9a3b909f2cc5c2a54794de05f';
const A = '41495511a493d8c362be4267224e6d81013a6862ee';
const B = '4150125bea243a640bf85348873b6c4f3c517aee7a';
const C = '41dd791d6b49e190062d650e6a23c575510d35f2f9';
const b58 = (hex: string) => toBase58Address(hex);

async function started(chain: ChainNode, extra: Partial<Parameters<typeof startIndexer>[0]> = {}) {
  const node = await chain.serve();
  const db = await openDatabase();
  const indexer = await startIndexer({ db, fullnodeUrl: node.url, logger: quiet, pollMs: 50, ...extra });
  return { node, db, indexer };
}

/** Stops what `started` started (any of it may not have). */
async function stopped(ctx: Awaited<ReturnType<typeof started>> | undefined) {
  await ctx?.indexer.stop();
  await ctx?.db.close();
  await ctx?.node.close();
}

async function status(db: Db) {
  return db.kysely.selectFrom('indexer_status').selectAll().executeTakeFirstOrThrow();
}

/** Node calls made during `ms`, by path. */
async function callsDuring(calls: string[], ms: number): Promise<Map<string, number>> {
  const before = calls.length;
  await new Promise((r) => setTimeout(r, ms));
  const counted = new Map<string, number>();
  for (const path of calls.slice(before)) counted.set(path, (counted.get(path) ?? 0) + 1);
  return counted;
}

const total = (counted: Map<string, number>) => [...counted.values()].reduce((a, b) => a + b, 0);

describe('started mid-chain, with a token whose holders the indexed blocks cannot explain', () => {
  // A held 1,000 and C 500 before block 1000 (C's were minted with no Transfer event); in the indexed
  // range A sends B 100 and C sends B 200. B held 50 before, D (never named) holds 1,000.
  const transfers = new Map<number, TokenTransfer[]>([
    [1005, [{ token: TOKEN, from: A, to: B, amount: 100n }]],
    [1010, [{ token: TOKEN, from: C, to: B, amount: 200n }]],
  ]);
  const chain = new ChainNode(990, 1020, transfers);
  chain.balances.set(`${TOKEN} ${A}`, 900n);
  chain.balances.set(`${TOKEN} ${B}`, 350n);
  chain.balances.set(`${TOKEN} ${C}`, 300n);
  chain.supplies.set(TOKEN, 2_550n);
  let ctx: Awaited<ReturnType<typeof started>>;

  beforeAll(async () => {
    ctx = await started(chain, { startBlock: 1000 });
    await ctx.indexer.settled();
  });
  afterAll(() => stopped(ctx));

  it('indexes from the start block on, and says so', async () => {
    const rows = await ctx.db.kysely.selectFrom('blocks').select('num').orderBy('num').execute();
    expect(rows.map((r) => r.num)).toEqual(Array.from({ length: 21 }, (_, i) => 1000 + i));
    expect(await status(ctx.db)).toMatchObject({ state: 'following', indexed_block: 1020 });
    // One range call per batch of 50 (and one per poll at the head), none below the start block.
    expect(ctx.node.calls.filter((p) => p === '/wallet/getblockbylimitnext').length).toBeLessThan(20);
  });

  it('sets every holder to balanceOf, records why, and stores no negative balance', async () => {
    const holders = await ctx.db.kysely
      .selectFrom('token_holders')
      .select(['address', 'balance'])
      .where('token_id', '=', b58(TOKEN))
      .orderBy('address')
      .execute();
    expect(Object.fromEntries(holders.map((h) => [h.address, h.balance]))).toEqual({
      [b58(A)]: '900',
      [b58(B)]: '350',
      [b58(C)]: '300',
    });
    const corrections = await ctx.db.kysely
      .selectFrom('balance_corrections')
      .select(['address', 'reason', 'delta'])
      .orderBy('id')
      .execute();
    // C's transfer would have left it at -200: set to 0, then to what the node says.
    expect(corrections).toContainEqual({ address: b58(C), reason: 'negative', delta: '200' });
    expect(corrections.filter((c) => c.address === b58(C)).reduce((n, c) => n + BigInt(c.delta), 0n)).toBe(
      500n,
    );
    expect(corrections.filter((c) => c.address === b58(A)).reduce((n, c) => n + BigInt(c.delta), 0n)).toBe(
      1000n,
    );
    const token = await ctx.db.kysely
      .selectFrom('tokens')
      .selectAll()
      .where('id', '=', b58(TOKEN))
      .executeTakeFirstOrThrow();
    expect(token).toMatchObject({ holder_count: 3, total_supply: '2550' });
  });

  it('passes the audit: every holder equal to balanceOf, balances = transfers + corrections', async () => {
    const report = await auditDatabase({ db: ctx.db, fullnodeUrl: ctx.node.url, sample: 50 });
    expect(report.differences).toEqual([]);
    expect(report.checked).toBeGreaterThan(20);
  });

  it('refuses another start height on the database', async () => {
    await expect(
      startIndexer({ db: ctx.db, fullnodeUrl: ctx.node.url, logger: quiet, startBlock: 'latest' }),
    ).rejects.toThrow('the database already holds blocks 1000 to 1020, so it cannot start at latest');
  });
});

describe('a node whose first available block is not 0', () => {
  const chain = new ChainNode(1000, 1020);
  let ctx: Awaited<ReturnType<typeof started>>;
  const lines: string[] = [];

  beforeAll(async () => {
    const { pino } = await import('pino');
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    ctx = await started(chain, { logger });
  });
  afterAll(() => stopped(ctx));

  it('names the missing block and the lowest available one, once, and backs off', async () => {
    await expect
      .poll(async () => (await status(ctx.db).catch(() => undefined))?.state, { timeout: 20_000 })
      .toBe('node_missing_blocks');
    const counted = await callsDuring(ctx.node.calls, 3_000);
    const s = await status(ctx.db);
    expect(s.last_error).toMatch(
      /the node does not serve block 0 \(its lowest available block is 1000, its head 1020\)/,
    );
    const errors = lines.filter((l) => l.includes('does not serve block 0'));
    expect(errors).toHaveLength(1);
    // Before: ~2,000 range calls a second. Now one range call and one binary search (~10 header
    // reads) per retry, the retries at least 0.25, 0.5, 1 and 2 s apart.
    expect(counted.get('/wallet/getblockbylimitnext') ?? 0).toBeLessThanOrEqual(5);
    expect(total(counted)).toBeLessThan(100);
    expect(await ctx.db.kysely.selectFrom('blocks').select('num').execute()).toEqual([]);
  });

  it('resumes by itself once the node serves the block', async () => {
    chain.lowest = 0;
    chain.build(0, 999, 'main');
    chain.build(1000, 1020, 'main');
    await ctx.indexer.settled();
    await expect.poll(async () => (await status(ctx.db)).state, { timeout: 5_000 }).toBe('following');
    expect((await status(ctx.db)).indexed_block).toBe(1020);
  }, 30_000);
});

describe('a node that falls behind, then forks', () => {
  const chain = new ChainNode(0, 40);
  chain.solidified = 30;
  let ctx: Awaited<ReturnType<typeof started>>;

  beforeAll(async () => {
    ctx = await started(chain);
    await ctx.indexer.settled();
  });
  afterAll(() => stopped(ctx));

  const stored = () => ctx.db.kysely.selectFrom('blocks').select(['num', 'hash']).orderBy('num').execute();

  it('waits for a node whose head is below the database, rolling nothing back', async () => {
    chain.head = 35;
    const counted = await callsDuring(ctx.node.calls, 3_000);
    const s = await status(ctx.db);
    expect(s.state).toBe('node_behind');
    expect(s.last_error).toMatch(/head \(block 35\) is below the last indexed block 40/);
    expect((await stored()).length).toBe(41);
    expect(await ctx.db.kysely.selectFrom('reorgs').selectAll().execute()).toEqual([]);
    expect(total(counted)).toBeLessThan(40);
    chain.head = 40;
    await ctx.indexer.settled();
    await expect.poll(async () => (await status(ctx.db)).state, { timeout: 5_000 }).toBe('following');
  });

  it('rolls back a fork above the solidified block, comparing blocks a window at a time', async () => {
    const calls = ctx.node.calls.length;
    chain.build(36, 42, 'fork-1');
    chain.head = 42;
    await ctx.indexer.settled();
    const rows = await stored();
    expect(rows.at(-1)).toEqual({ num: 42, hash: chain.hash(42) });
    expect(rows.find((r) => r.num === 36)?.hash).toBe(chain.hash(36));
    expect(await ctx.db.kysely.selectFrom('reorgs').select(['fork_block', 'depth']).execute()).toEqual([
      { fork_block: 36, depth: 5 },
    ]);
    // No header read per block: the ancestor search asks for one range.
    const headerReads = ctx.node.calls.slice(calls).filter((p) => p === '/wallet/getblock').length;
    expect(headerReads).toBeLessThan(15);
  });

  it('stops at a fork below a block the node had solidified, naming the height and both hashes', async () => {
    // Blocks up to 30 were indexed while the node called 30 solidified: final. A node that now
    // serves another block 30 follows another chain.
    const ours = chain.hash(30);
    chain.build(25, 45, 'fork-2');
    chain.head = 45;
    chain.solidified = 40;
    await expect
      .poll(async () => (await status(ctx.db)).state, { timeout: 10_000 })
      .toBe('fork_below_finality');
    const s = await status(ctx.db);
    expect(s.last_error).toContain(`fork at block 30, a block the node had solidified (final in java-tron)`);
    expect(s.last_error).toContain(`the database holds ${ours}, the node ${chain.hash(30)}`);
    const rows = await stored();
    expect(rows.at(-1)?.num).toBe(42);
    expect(await ctx.db.kysely.selectFrom('reorgs').select('fork_block').execute()).toHaveLength(1);
    const counted = await callsDuring(ctx.node.calls, 1_500);
    expect(counted.get('/wallet/getblock') ?? 0).toBe(0);
    expect(counted.get('/wallet/getblockbylimitnext') ?? 0).toBe(0);
    const n = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM token_holders WHERE balance < 0`.execute(ctx.db.kysely);
    expect(n.rows[0]!.n).toBe(0);
  });
});

describe('at LOG_LEVEL=debug', () => {
  const chain = new ChainNode(
    0,
    40,
    new Map([
      [5, [{ token: TOKEN, from: A, to: B, amount: 1n }]],
      [25, [{ token: TOKEN, from: B, to: C, amount: 1n }]],
    ]),
  );
  const lines: string[] = [];
  let ctx: Awaited<ReturnType<typeof started>>;

  beforeAll(async () => {
    const { pino } = await import('pino');
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    ctx = await started(chain, { logger, batchSize: 10 });
    await ctx.indexer.settled();
  });
  afterAll(() => stopped(ctx));

  it('logs each commit: its blocks, its transactions, the wait for them and the write', async () => {
    const commits = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'blocks committed');
    expect(commits.length).toBeGreaterThan(1);
    let next = 0;
    for (const c of commits) {
      expect(c.from).toBe(next);
      expect(c.to as number).toBeGreaterThanOrEqual(next);
      expect(Number.isInteger(c.waitedMs) && (c.waitedMs as number) >= 0).toBe(true);
      expect(Number.isInteger(c.wroteMs) && (c.wroteMs as number) >= 0).toBe(true);
      next = (c.to as number) + 1;
    }
    expect(next).toBe(41);
    const { count } = await ctx.db.kysely
      .selectFrom('transactions')
      .select((e) => e.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(commits.reduce((n, c) => n + (c.transactions as number), 0)).toBe(Number(count));
    expect(Number(count)).toBeGreaterThan(0);
  });
});
