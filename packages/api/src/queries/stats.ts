import { literalLimit, WINDOW_RATE_BLOCKS } from '@poxscan/db';
import type { ReadDb } from '../db/api-db.js';
import { reusable } from '../db/reusable.js';
import type { HomeStats } from '../schemas/stats.js';
import { dailySeries } from './accounts.js';
import type { AggregateSnapshot } from './aggregates.js';
import { amount } from './convert.js';
import { latestColumn, readCounters, solidifiedColumn } from './counters.js';
import { firstTxSeqSince, transactionsSince } from './positions.js';
import { currentRate, dayRateSeconds, peakRate } from './rates.js';

const HOME_COUNTERS = ['transactions', 'transfers', 'accounts', 'tokens', 'contracts'] as const;

const homeRow = reusable((db, v: { since: Date }) =>
  db.selectNoFrom((eb) => [
    ...HOME_COUNTERS.map((name) =>
      eb.selectFrom('counters').select('value').where('name', '=', name).as(name),
    ),
    latestColumn.as('latest'),
    eb
      .selectFrom('blocks')
      .select('block_time')
      .orderBy('num', 'desc')
      .limit(literalLimit(1))
      .as('latest_time'),
    eb.selectFrom('blocks').select('num').orderBy('num').limit(literalLimit(1)).as('first'),
    solidifiedColumn.as('solidified'),
    eb.selectFrom('indexer_status').select('state').where('id', '=', 1).as('state'),
    eb.selectFrom('indexer_status').select('last_error').where('id', '=', 1).as('error'),
    eb.selectFrom('indexer_status').select('last_error_at').where('id', '=', 1).as('error_at'),
    firstTxSeqSince(db, v.since).as('first_seq_24h'),
  ]),
);

/**
 * The home page's figures in one statement: counters, the head, the indexer's state and the first
 * transaction of the last 24 hours are each an index probe, so one round trip reads them all.
 */
export async function homeStats(db: ReadDb, totals: AggregateSnapshot): Promise<HomeStats> {
  const [row] = await homeRow(db, { since: new Date(Date.now() - 24 * 3600_000) });
  if (row === undefined) throw new Error('a statement without FROM returned no row');
  const count = (name: (typeof HOME_COUNTERS)[number]) => Number(row[name] ?? 0);
  const transactions = count('transactions');
  return {
    latestBlock: Number(row.latest ?? 0),
    latestSolidifiedBlock: Number(row.solidified ?? 0),
    latestBlockTime: row.latest_time ? row.latest_time.getTime() : null,
    transactions,
    transfers: count('transfers'),
    accounts: count('accounts'),
    tokens: count('tokens'),
    contracts: count('contracts'),
    witnesses: totals.witnesses,
    transactions24h:
      row.first_seq_24h == null ? 0 : Math.max(0, transactions - Number(row.first_seq_24h) + 1),
    totalStaked: totals.totalStaked,
    totalSupply: totals.totalSupply,
    indexedFrom: row.first == null ? null : Number(row.first),
    indexer: {
      state: row.state ?? 'starting',
      error: row.error ?? null,
      errorAt: row.error_at ? row.error_at.getTime() : null,
    },
  };
}

/**
 * `/api/transaction/stats`: totals from counters, daily counts from the daily roll-up, the current
 * rate from the newest blocks, the peak from the indexer's per-block window rates, and the day's
 * average over the part of the day the indexed chain covers.
 */
export async function transactionStats(db: ReadDb) {
  const [c, daily, current, peak, daySeconds] = await Promise.all([
    readCounters(db, ['transactions', 'transfers']),
    dailySeries(db, 'transactions'),
    currentRate(db),
    peakRate(db),
    dayRateSeconds(db),
  ]);
  const last24h = await transactionsSince(db, 24, c.transactions);
  return {
    total: c.transactions,
    last24h,
    transfersTotal: c.transfers,
    tps: current.rate,
    tpsBlocks: current.blocks,
    // A young chain has no whole window yet; the peak is then at least the rate seen now.
    maxTps: Math.max(peak, current.rate),
    maxTpsBlocks: peak > 0 && peak >= current.rate ? WINDOW_RATE_BLOCKS : current.blocks,
    tps24h: daySeconds > 0 ? last24h / daySeconds : 0,
    daily: daily.map((d) => ({ day: d.day, count: d.value })),
  };
}

/**
 * POX burned in fees: the current UTC day's roll-up row, and the sum of the daily roll-up (one row
 * per day, so the sum reads a few hundred rows a year, never the transactions).
 */
export async function feesBurned(db: ReadDb): Promise<{ today: string; total: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const [day, all] = await Promise.all([
    db.selectFrom('daily_stats').select('fees').where('day', '=', today).executeTakeFirst(),
    db
      .selectFrom('daily_stats')
      .select((eb) => eb.fn.sum<string | null>('fees').as('fees'))
      .executeTakeFirst(),
  ]);
  return { today: amount(day?.fees), total: amount(all?.fees) };
}
