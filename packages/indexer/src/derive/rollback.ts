import { type CounterName, keyedEquals, transferParts } from '@poxscan/db';
import { type RawBuilder, sql } from 'kysely';
import { trimBalanceDays } from '../write/balance-daily.js';
import type { Checkpoint } from '../write/batch.js';
import { writeCheckpoint } from '../write/batch.js';
import { col, type Trx, unnestRows } from '../write/bulk.js';
import { enqueueRefresh } from '../write/refresh-queue.js';
import { trimStakingDays } from '../write/staking-daily.js';
import {
  accountActivityColumns,
  accountCountsSet,
  contractCallsUpdate,
  sortedAccounts,
  sortedTokens,
  tokenCountColumns,
} from './activity.js';
import { applyAddressDays } from './address-days.js';
import { aggregate, type Deltas } from './aggregate.js';
import {
  addCounters,
  addHolderCounts,
  applyDays,
  applyDelegations,
  applyWitnessBlocks,
  recountVotes,
} from './apply.js';
import { applySeriesDays, applyTokenDays, blockTime } from './apply-daily.js';
import { applyTokenHours } from './apply-hourly.js';
import { dailyDeltas } from './daily.js';
import { type CreatedTokens, DAY, tokenCounters, tokensByDay } from './forward.js';
import { applyHolders } from './holders.js';
import { nftsMovedSince, settleNftOwners } from './nft-owners.js';
import { readOrphaned } from './orphaned.js';

const negate = (m: Map<string, number>) => new Map([...m].map(([k, v]) => [k, -v]));
const countBy = (rows: { key: string; n: number }[]) => new Map(rows.map((r) => [r.key, r.n]));

async function subtractActivity(trx: Trx, deltas: Deltas, tokenCounts: Map<string, number>): Promise<void> {
  const accounts = sortedAccounts(deltas);
  if (accounts.length > 0) {
    await sql`WITH d AS (SELECT * FROM ${unnestRows(accountActivityColumns(accounts, tokenCounts))}),
      calls AS (${contractCallsUpdate('-')})
      UPDATE accounts SET ${accountCountsSet('-', 'd')} FROM d WHERE accounts.address = d.address`.execute(
      trx,
    );
  }
  const tokens = sortedTokens(deltas);
  if (tokens.length > 0) {
    await sql`UPDATE tokens SET transfer_count = tokens.transfer_count - d.n
      FROM ${unnestRows(tokenCountColumns(tokens))} WHERE tokens.id = d.id`.execute(trx);
  }
}

/**
 * Tokens first seen in the orphaned blocks go, with the node-read holder rows they had. Returns the
 * counter decrements and the removed tokens per day of creation.
 */
async function deleteOrphanedTokens(
  trx: Trx,
  fork: number,
): Promise<{ counters: Partial<Record<CounterName, number>>; byDay: Map<string, number> }> {
  const holders = await sql<{ address: string; n: number }>`
    WITH gone AS (
      DELETE FROM token_holders h USING tokens t
      WHERE h.token_id = t.id AND t.first_seen_block >= ${fork} AND t.standard <> 'POX'
      RETURNING h.address
    ) SELECT address, count(*)::int AS n FROM gone GROUP BY 1`.execute(trx);
  await addHolderCounts(trx, new Map(), new Map(holders.rows.map((r) => [r.address, -r.n])));
  const deleted = await sql<CreatedTokens[number]>`
    WITH gone AS (DELETE FROM tokens WHERE first_seen_block >= ${fork} AND standard <> 'POX' RETURNING standard, created_at)
    SELECT standard, ${DAY} AS day, count(*)::int AS n FROM gone GROUP BY 1, 2`.execute(trx);
  const counts = tokenCounters(deleted.rows);
  return {
    counters: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, -v])),
    byDay: negate(tokensByDay(deleted.rows)),
  };
}

/**
 * Accounts first seen in the orphaned blocks go, with their node-read holdings, votes and stakes;
 * the rest get their last sighting recomputed from the history that remains. Returns the removed
 * accounts per UTC day of first sight.
 */
async function settleAccounts(trx: Trx, fork: number, touched: string[]): Promise<Map<string, number>> {
  const holders = await sql<{ token_id: string; n: number }>`
    WITH gone AS (
      DELETE FROM token_holders h USING accounts a
      WHERE h.address = a.address AND a.first_seen_block >= ${fork}
      RETURNING h.token_id
    ) SELECT token_id, count(*)::int AS n FROM gone GROUP BY 1`.execute(trx);
  const funded = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM accounts WHERE first_seen_block >= ${fork} AND balance > 0`.execute(trx);
  const tokenHolders = new Map(holders.rows.map((r) => [r.token_id, -r.n]));
  tokenHolders.set('_', -(funded.rows[0]?.n ?? 0));
  await addHolderCounts(trx, tokenHolders, new Map());
  const voted = await sql<{ witness_address: string }>`
    DELETE FROM votes v USING accounts a WHERE v.voter_address = a.address AND a.first_seen_block >= ${fork}
    RETURNING v.witness_address`.execute(trx);
  await recountVotes(
    trx,
    voted.rows.map((r) => r.witness_address),
  );
  await sql`DELETE FROM stakes s USING accounts a WHERE s.address = a.address AND a.first_seen_block >= ${fork}`.execute(
    trx,
  );
  const removed = await sql<{ key: string; n: number }>`
    WITH gone AS (DELETE FROM accounts WHERE first_seen_block >= ${fork} RETURNING first_seen_at)
    SELECT to_char(first_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS key, count(*)::int AS n FROM gone GROUP BY 1`.execute(
    trx,
  );
  if (touched.length > 0) {
    const address = sql.ref<string>('d.address');
    await sql`UPDATE accounts a SET last_seen_block = l.block_num, last_seen_at = l.block_time
      FROM ${unnestRows([col('address', 'text', [...touched].sort())])}
      CROSS JOIN LATERAL (
        SELECT s.block_num, s.block_time FROM (
          (SELECT block_num, block_time FROM transactions WHERE ${keyedEquals('owner_address', address)} ORDER BY seq DESC LIMIT 1)
          UNION ALL (SELECT block_num, block_time FROM transactions WHERE ${keyedEquals('to_address', address)} ORDER BY seq DESC LIMIT 1)
          ${lastTransfers(address)}
          UNION ALL (SELECT num, block_time FROM blocks WHERE witness_address = d.address ORDER BY num DESC LIMIT 1)
        ) s ORDER BY s.block_num DESC LIMIT 1
      ) l
      WHERE a.address = d.address AND a.last_seen_block >= ${fork}`.execute(trx);
  }
  return countBy(removed.rows);
}

/** The newest transfer of `address` in each of the four partial indexes of its sides (transferParts). */
const lastTransfers = (address: RawBuilder<string>) =>
  sql.join(
    (['f.from_address', 'f.to_address'] as const).flatMap((column) =>
      transferParts('f').map(
        (
          part,
        ) => sql`UNION ALL (SELECT t.block_num, t.block_time FROM transfers f JOIN transactions t ON t.seq = f.tx_seq
          WHERE ${keyedEquals(column, address)} AND ${part} ORDER BY f.seq DESC LIMIT 1)`,
      ),
    ),
    sql`
`,
  );

/**
 * Removes every block from `fork` on and everything derived from them, inside the caller's
 * transaction, leaving the database exactly as it was after block fork - 1. Returns that checkpoint.
 */
export async function rollbackTo(trx: Trx, fork: number): Promise<Checkpoint> {
  const orphaned = await readOrphaned(trx, fork);
  const deltas = aggregate(orphaned.blocks, orphaned.txs, orphaned.transfers, orphaned.created);
  const daily = dailyDeltas(
    orphaned.blocks,
    orphaned.txs,
    orphaned.transfers,
    await blockTime(trx, fork - 1),
  );
  const tokenCounts = await applyHolders(trx, deltas.holders, -1, fork - 1);
  await subtractActivity(trx, deltas, tokenCounts);
  await applyDelegations(trx, deltas.delegations, -1);
  await applyWitnessBlocks(trx, deltas.witnessBlocks, -1);
  const nfts = await nftsMovedSince(trx, orphaned.firstTransferSeq);
  await sql`DELETE FROM transfers WHERE seq >= ${orphaned.firstTransferSeq}`.execute(trx);
  await settleNftOwners(trx, nfts);
  await sql`DELETE FROM event_logs WHERE tx_seq >= ${orphaned.firstTxSeq}`.execute(trx);
  await sql`DELETE FROM internal_transactions WHERE tx_seq >= ${orphaned.firstTxSeq}`.execute(trx);
  await sql`DELETE FROM transactions WHERE seq >= ${orphaned.firstTxSeq}`.execute(trx);
  await sql`DELETE FROM blocks WHERE num >= ${fork}`.execute(trx);
  await trimStakingDays(trx);
  await trimBalanceDays(trx);
  const contracts = await sql<{ key: string; n: number }>`
    WITH gone AS (DELETE FROM contracts WHERE created_block >= ${fork} RETURNING created_at)
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS key, count(*)::int AS n FROM gone GROUP BY 1`.execute(
    trx,
  );
  const tokens = await deleteOrphanedTokens(trx, fork);
  const removedAccounts = await settleAccounts(trx, fork, [...deltas.accounts.keys()]);
  const contractsByDay = countBy(contracts.rows);
  await applyDays(trx, deltas, -1, {
    newAccounts: negate(removedAccounts),
    contractsCreated: negate(contractsByDay),
  });
  const active = await applyAddressDays(trx, daily, -1);
  await applyTokenDays(trx, daily, -1);
  await applyTokenHours(trx, daily, -1, orphaned.blocks.at(-1)?.time ?? 0);
  await applySeriesDays(trx, daily, -1, tokens.byDay, active);
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  await addCounters(trx, {
    ...tokens.counters,
    blocks: -deltas.blocks,
    transactions: -deltas.transactions,
    transfers: -deltas.transfers,
    event_logs: -orphaned.eventCount,
    internal_transactions: -orphaned.internalTxCount,
    accounts: -sum(removedAccounts),
    contracts: -sum(contractsByDay),
  });
  // Rolling back the first indexed block (another chain altogether) leaves nothing to link to.
  const parent = (await trx
    .selectFrom('blocks')
    .select(['num', 'hash'])
    .where('num', '=', fork - 1)
    .executeTakeFirst()) ?? {
    num: fork - 1,
    hash: '',
  };
  const seqs = await sql<{ tx: number | null; transfer: number | null }>`
    SELECT (SELECT max(seq) FROM transactions) AS tx, (SELECT max(seq) FROM transfers) AS transfer`.execute(
    trx,
  );
  const checkpoint: Checkpoint = {
    blockNum: parent.num,
    blockHash: parent.hash,
    seqs: { tx: seqs.rows[0]?.tx ?? 0, transfer: seqs.rows[0]?.transfer ?? 0 },
  };
  await writeCheckpoint(trx, checkpoint);
  await enqueueRefresh(trx, 'account', deltas.accounts.keys(), parent.num);
  await enqueueRefresh(
    trx,
    'token',
    [...deltas.tokens.keys()].filter((t) => t !== '_'),
    parent.num,
  );
  for (const kind of ['witnesses', 'proposals', 'parameters'] as const)
    await enqueueRefresh(trx, kind, [''], parent.num);
  return checkpoint;
}
