import { type Db, txHashBytes } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from './indexer.js';
import { EVENTS_CHANNEL, type IndexerEvent } from './sync/events.js';
import {
  auditText,
  type Engine,
  freshDatabase,
  indexerFor,
  quietDevnet,
  rowCount,
  stopChain,
  stopPostgres,
} from './test/harness.js';
import { devnetStakingTotals, utcDay } from './test/staking.js';
import { nodeNowVotes, sendTransaction } from './test/wallet.js';

afterAll(() => stopPostgres());

describe.each<Engine>(['PGlite', 'PostgreSQL'])('indexing a devnet with traffic on %s', (engine) => {
  let devnet: Devnet;
  let db: Db;
  let indexer: Indexer;
  const events: IndexerEvent[] = [];

  beforeAll(async () => {
    devnet = await quietDevnet('high');
    await devnet.hooks.produceBlocks(30);
    db = await freshDatabase(engine);
    await db.migrate();
    await db.listen(EVENTS_CHANNEL, (payload) => events.push(JSON.parse(payload) as IndexerEvent));
    indexer = await indexerFor(db, devnet);
    await indexer.settled();
  });
  afterAll(() => stopChain(indexer, db, devnet));

  it('holds every block and transaction of the node, numbered without gaps', async () => {
    const head = devnet.chain.headNumber;
    expect(await rowCount(db, 'blocks')).toBe(head + 1);
    const txs = devnet.chain.store.get(head)!.transactions.length;
    expect(txs).toBeGreaterThan(50);
    const seq = await sql<{
      n: number;
      max: number;
    }>`SELECT count(*)::int AS n, max(seq)::int AS max FROM transactions`.execute(db.kysely);
    expect(seq.rows[0]!.n).toBe(seq.rows[0]!.max);
    const checkpoint = await db.kysely.selectFrom('sync_checkpoint').selectAll().executeTakeFirstOrThrow();
    expect(checkpoint).toMatchObject({
      block_num: head,
      block_hash: devnet.chain.store.get(head)!.blockID,
      tx_seq: seq.rows[0]!.n,
    });
  });

  it('fills every table the API reads', async () => {
    for (const table of [
      'transactions',
      'event_logs',
      'internal_transactions',
      'transfers',
      'accounts',
      'tokens',
      'token_holders',
      'contracts',
      'witnesses',
      'votes',
      'stakes',
      'delegations',
      'chain_parameters',
      'daily_stats',
      'counters',
      'indexer_status',
      'chain_state',
    ]) {
      expect(await rowCount(db, table), table).toBeGreaterThan(0);
    }
    const standards = await sql<{
      standard: string;
    }>`SELECT DISTINCT standard FROM transfers ORDER BY 1`.execute(db.kysely);
    expect(standards.rows.map((r) => r.standard)).toEqual(['POX', 'PRC10', 'PRC20', 'PRC721']);
    const contract = await db.kysely
      .selectFrom('contracts')
      .selectAll()
      .where('abi', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(contract.bytecode).toMatch(/^[0-9a-f]+$/);
    const named = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM event_logs WHERE event_name = 'Transfer'`.execute(db.kysely);
    expect(named.rows[0]!.n).toBeGreaterThan(0);
    // A decoded event's signature is kept once, under its topic (0037).
    const signature = await sql<{ signature: string }>`
      SELECT s.signature FROM event_logs l JOIN event_signatures s ON s.topic0 = l.topic0
      WHERE l.event_name = 'Transfer' LIMIT 1`.execute(db.kysely);
    expect(signature.rows[0]?.signature).toBe('Transfer(address,address,uint256)');
    const tokens = await db.kysely.selectFrom('tokens').selectAll().where('standard', '=', 'PRC20').execute();
    expect(tokens.every((t) => t.symbol !== null && t.total_supply !== null && t.holder_count > 0)).toBe(
      true,
    );
    const status = await db.kysely.selectFrom('indexer_status').selectAll().executeTakeFirstOrThrow();
    expect(status.state).toMatch(/following|catching_up/);
  });

  it('stores a PRC20 transfer exactly as its Transfer log says', async () => {
    const row = await sql<{ amount: string; data: string; from_address: string; topic1: string }>`
      SELECT t.amount::text AS amount, encode(l.data, 'hex') AS data, t.from_address,
        encode(l.topic1, 'hex') AS topic1
      FROM transfers t JOIN event_logs l ON l.tx_seq = t.tx_seq AND l.event_name = 'Transfer' AND l.contract_address = t.token_id
      WHERE t.standard = 'PRC20' LIMIT 1`.execute(db.kysely);
    const r = row.rows[0]!;
    expect(BigInt(r.amount)).toBe(BigInt(`0x${r.data}`));
  });

  it('agrees with the node and with its own rows (audit)', async () => {
    expect(await auditText(db, devnet)).toEqual([]);
  });

  it("keeps the head block's day of staking_daily at the network's stake", async () => {
    const rows = await db.kysely.selectFrom('staking_daily').selectAll().orderBy('day').execute();
    const head = utcDay(devnet.chain.head.timestamp);
    expect(rows.at(-1)).toMatchObject({ day: head, ...devnetStakingTotals(devnet) });
    expect(BigInt(rows.at(-1)!.staked)).toBeGreaterThan(0n);
    expect(BigInt(rows.at(-1)!.delegated)).toBeGreaterThan(0n);
  });

  it("reads the node's real-time SR tally within seconds of a vote being indexed", async () => {
    const voter = devnet.keys.candidates[0]!; // no simulated user votes with it
    const sr = devnet.keys.partners[0]!;
    await sendTransaction(devnet.url, 'freezebalancev2', voter, {
      frozen_balance: 10_000_000,
      resource: 'BANDWIDTH',
    });
    await devnet.hooks.produceBlocks(1);
    const vote = await sendTransaction(devnet.url, 'votewitnessaccount', voter, {
      votes: [{ vote_address: sr.base58, vote_count: 7 }],
    });
    await devnet.hooks.produceBlocks(1);
    const tally = Object.fromEntries(await nodeNowVotes(devnet.url));
    await expect
      .poll(
        () =>
          db.kysely
            .selectFrom('transactions')
            .select('success')
            .where('hash', '=', txHashBytes(vote))
            .executeTakeFirst(),
        {
          timeout: 10_000,
        },
      )
      .toEqual({ success: true });
    const nowVotes = async () =>
      Object.fromEntries(
        (
          await db.kysely
            .selectFrom('witnesses')
            .select(['address', 'now_votes'])
            .where('now_votes', 'is not', null)
            .execute()
        ).map((w) => [w.address, w.now_votes]),
      );
    await expect.poll(nowVotes, { timeout: 5_000 }).toEqual(tally);
    expect(tally[sr.base58]).toBeGreaterThan(0);
  });

  it('notifies listeners after each commit', () => {
    const blocks = events.filter((e) => e.type === 'blocks');
    expect(blocks.at(-1)).toMatchObject({ to: devnet.chain.headNumber });
  });

  it.each([1, 10])('rolls back a fork of depth %i exactly and follows the new branch', async (depth) => {
    const before = devnet.chain.headNumber;
    const orphan = devnet.chain.store.get(before)!.blockID;
    await devnet.hooks.fork(depth);
    await devnet.hooks.produceBlocks(2);
    await indexer.settled();
    expect(await db.kysely.selectFrom('blocks').select('num').where('hash', '=', orphan).execute()).toEqual(
      [],
    );
    const reorg = await db.kysely
      .selectFrom('reorgs')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(reorg).toMatchObject({ fork_block: before - depth + 1, depth });
    expect(events.some((e) => e.type === 'reorg' && e.forkBlock === before - depth + 1)).toBe(true);
    expect(await rowCount(db, 'blocks')).toBe(devnet.chain.headNumber + 1);
    expect(await auditText(db, devnet)).toEqual([]);
  });
});
