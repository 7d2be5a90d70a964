import { type Db, openDatabase } from '@poxscan/db';
import { toBase58Address } from '@poxscan/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDatabase } from './audit/audit.js';
import { type Indexer, startIndexer } from './indexer.js';
import { ChainNode, type TokenTransfer } from './test/chain-node.js';
import { quiet } from './test/harness.js';

// A Tether-style token: its owner mints with issue(), which logs no Transfer. Indexed from block
// 1000, after the indexer has settled: no indexed log names the new holder, yet the supply moved.

const TOKEN = '41eca9bc828a3005b9a3b909f2cc5c2a54794de05f';
const A = '41495511a493d8c362be4267224e6d81013a6862ee';
const B = '4150125bea243a640bf85348873b6c4f3c517aee7a';
const OWNER = '41dd791d6b49e190062d650e6a23c575510d35f2f9';
const b58 = (hex: string) => toBase58Address(hex);

const chain = new ChainNode(
  990,
  1020,
  new Map<number, TokenTransfer[]>([[1005, [{ token: TOKEN, from: A, to: B, amount: 100n }]]]),
);
chain.balances.set(`${TOKEN} ${A}`, 900n);
chain.balances.set(`${TOKEN} ${B}`, 100n);
chain.supplies.set(TOKEN, 1_000n);
let node: Awaited<ReturnType<ChainNode['serve']>>;
let db: Db;
let indexer: Indexer;

const holders = async () =>
  Object.fromEntries(
    (
      await db.kysely
        .selectFrom('token_holders')
        .select(['address', 'balance'])
        .where('token_id', '=', b58(TOKEN))
        .execute()
    ).map((h) => [h.address, h.balance]),
  );

beforeAll(async () => {
  node = await chain.serve();
  db = await openDatabase();
  indexer = await startIndexer({
    db,
    fullnodeUrl: node.url,
    logger: quiet,
    pollMs: 50,
    startBlock: 1000,
    driftEveryMs: 500,
  });
  await indexer.settled();
});
afterAll(async () => {
  await indexer?.stop();
  await db?.close();
  await node?.close();
});

describe('a token minted without a Transfer event', () => {
  it('starts with the holders the logs and balanceOf agree on', async () => {
    expect(await holders()).toEqual({ [b58(A)]: '900', [b58(B)]: '100' });
  });

  it("notices the supply moved, finds the minter among the token's callers and corrects it", async () => {
    chain.build(
      1021,
      1030,
      'main',
      new Map([[1025, [{ token: TOKEN, from: OWNER, to: OWNER, amount: 500n, mint: true }]]]),
    );
    chain.balances.set(`${TOKEN} ${OWNER}`, 500n);
    chain.supplies.set(TOKEN, 1_500n);
    chain.head = 1030;
    chain.solidified = 1030;
    await expect.poll(holders, { timeout: 30_000 }).toEqual({
      [b58(A)]: '900',
      [b58(B)]: '100',
      [b58(OWNER)]: '500',
    });
    const corrections = await db.kysely
      .selectFrom('balance_corrections')
      .select(['address', 'reason', 'delta', 'block_num'])
      .where('address', '=', b58(OWNER))
      .execute();
    expect(corrections).toEqual([
      { address: b58(OWNER), reason: 'supply_drift', delta: '500', block_num: 1030 },
    ]);
    const token = await db.kysely
      .selectFrom('tokens')
      .select(['holder_count', 'total_supply'])
      .where('id', '=', b58(TOKEN))
      .executeTakeFirstOrThrow();
    expect(token).toEqual({ holder_count: 3, total_supply: '1500' });
  }, 60_000);

  it('keeps checking at a bounded rate, and asks no holder again while the supply holds', async () => {
    await indexer.settled();
    const before = node.calls.length;
    await new Promise((r) => setTimeout(r, 3_000));
    const calls = node.calls.slice(before);
    const constant = calls.filter((p) => p === '/wallet/triggerconstantcontract').length;
    // A token read (name, symbol, decimals, totalSupply) every 0.5 s at most: no balanceOf besides.
    expect(constant).toBeGreaterThanOrEqual(4);
    expect(constant).toBeLessThanOrEqual(7 * 4);
    expect(constant % 4).toBe(0);
    expect(calls.length).toBeLessThan(150);
  });

  it('passes the audit and stores no balance below zero, which the database refuses anyway', async () => {
    const report = await auditDatabase({ db, fullnodeUrl: node.url, sample: 50 });
    expect(report.differences).toEqual([]);
    const negative = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM token_holders WHERE balance < 0`.execute(db.kysely);
    expect(negative.rows[0]!.n).toBe(0);
    await expect(
      db.kysely.updateTable('token_holders').set({ balance: '-1' }).where('address', '=', b58(A)).execute(),
    ).rejects.toThrow(/token_holders_balance_not_negative/);
  });
});
