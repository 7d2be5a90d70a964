import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@poxscan/db';
import { ChainNode, type TokenTransfer } from '@poxscan/indexer/test/chain-node';
import { toBase58Address } from '@poxscan/protocol';
import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { readEnv } from '../config.js';
import { command as audit } from './audit.js';
import { command as indexer } from './indexer.js';

// `poxscan indexer --from-block N` on a node shaped like a real java-tron one (real Nile payloads,
// renumbered): a node without blocks below 990, a token whose holders held balances before N, one
// whose sender goes below zero by the logs alone, and a mint with no Transfer event. Then
// `poxscan audit` finds no difference, every holder equal to balanceOf.

const logger = pino({ level: 'silent' });
const TOKEN = '41eca9bc828a3005b9a3b909f2cc5c2a54794de05f';
const A = '41495511a493d8c362be4267224e6d81013a6862ee';
const B = '4150125bea243a640bf85348873b6c4f3c517aee7a';
const C = '41dd791d6b49e190062d650e6a23c575510d35f2f9';
const chain = new ChainNode(
  990,
  1030,
  new Map<number, TokenTransfer[]>([
    [1005, [{ token: TOKEN, from: A, to: B, amount: 100n }]],
    [1010, [{ token: TOKEN, from: C, to: B, amount: 200n }]],
    [1020, [{ token: TOKEN, from: A, to: A, amount: 700n, mint: true }]],
  ]),
);
chain.balances.set(`${TOKEN} ${A}`, 1_600n);
chain.balances.set(`${TOKEN} ${B}`, 350n);
chain.balances.set(`${TOKEN} ${C}`, 300n);
chain.supplies.set(TOKEN, 3_250n);

let node: Awaited<ReturnType<ChainNode['serve']>>;
let cluster: PostgresCluster;
let databaseUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'poxscan-from-block-'));

beforeAll(async () => {
  node = await chain.serve();
  cluster = await startPostgres();
  databaseUrl = await cluster.createDatabase('cli_from_block');
});
afterAll(async () => {
  await node?.close();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('poxscan indexer --from-block N, then poxscan audit: no difference, no negative balance, calls bounded', async () => {
  let stop!: () => void;
  const stopped = new Promise<void>((r) => {
    stop = r;
  });
  const env = readEnv({ POXSCAN_DATA_DIR: dataDir, FULLNODE_URL: node.url, DATABASE_URL: databaseUrl });
  const started = Date.now();
  const running = indexer.run(['--from-block', '1000'], { env, logger, stopSignal: stopped });
  const db = await openDatabase({ url: databaseUrl });
  const holders = async () =>
    Object.fromEntries(
      (
        await db.kysely
          .selectFrom('token_holders')
          .select(['address', 'balance'])
          .where('token_id', '=', toBase58Address(TOKEN))
          .execute()
          .catch(() => [])
      ).map((h) => [h.address, h.balance]),
    );
  await expect.poll(holders, { timeout: 60_000, interval: 250 }).toEqual({
    [toBase58Address(A)]: '1600',
    [toBase58Address(B)]: '350',
    [toBase58Address(C)]: '300',
  });
  await expect
    .poll(
      async () => {
        const { rows } = await sql<{ n: number; q: number }>`
          SELECT (SELECT block_num FROM sync_checkpoint)::int AS n, (SELECT count(*) FROM refresh_queue)::int AS q`.execute(
          db.kysely,
        );
        return rows[0]!.n === 1030 && rows[0]!.q === 0;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
  stop();
  expect(await running).toBe(0);
  const seconds = (Date.now() - started) / 1000;
  // Bounded: about 40 blocks, a few SR, proposal, parameter and token reads, a balanceOf per holder.
  expect(node.calls.length / seconds).toBeLessThan(100);
  expect(node.calls.filter((p) => p === '/wallet/getblockbylimitnext').length).toBeLessThan(200);

  const first = await db.kysely.selectFrom('blocks').select('num').orderBy('num').limit(1).execute();
  expect(first).toEqual([{ num: 1000 }]);
  const negative = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM token_holders WHERE balance < 0`.execute(db.kysely);
  expect(negative.rows[0]!.n).toBe(0);
  await db.close();

  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => chunks.push(String(chunk)) > 0);
  let code: number;
  try {
    code = await audit.run(['--sample', '100'], { env, logger, stopSignal: Promise.resolve() });
  } finally {
    spy.mockRestore();
  }
  expect(chunks.join('')).toMatch(/^\d+ checks, 0 differences\n$/);
  expect(code).toBe(0);
}, 120_000);
