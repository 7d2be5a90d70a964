import type { ReadDb } from '../db/api-db.js';
import type { HomeStats } from '../schemas/stats.js';
import { dailySeries } from './accounts.js';
import type { AggregateSnapshot } from './aggregates.js';
import { amount } from './convert.js';
import { chainHead, readCounters } from './counters.js';
import { transactionsSince } from './positions.js';
import { currentRate, peakRate } from './rates.js';

/** The home page's figures: counters, the aggregate snapshot and a few index probes. */
export async function homeStats(db: ReadDb, totals: AggregateSnapshot): Promise<HomeStats> {
  const [c, head, latest, first, status] = await Promise.all([
    readCounters(db, ['transactions', 'transfers', 'accounts', 'tokens', 'contracts']),
    chainHead(db),
    db.selectFrom('blocks').select('block_time').orderBy('num', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('blocks').select('num').orderBy('num').limit(1).executeTakeFirst(),
    db
      .selectFrom('indexer_status')
      .select(['state', 'last_error', 'last_error_at'])
      .where('id', '=', 1)
      .executeTakeFirst(),
  ]);
  return {
    latestBlock: head.latest,
    latestSolidifiedBlock: head.solidified,
    latestBlockTime: latest ? latest.block_time.getTime() : null,
    transactions: c.transactions,
    transfers: c.transfers,
    accounts: c.accounts,
    tokens: c.tokens,
    contracts: c.contracts,
    witnesses: totals.witnesses,
    transactions24h: await transactionsSince(db, 24, c.transactions),
    totalStaked: totals.totalStaked,
    totalSupply: totals.totalSupply,
    indexedFrom: first === undefined ? null : Number(first.num),
    indexer: {
      state: status?.state ?? 'starting',
      error: status?.last_error ?? null,
      errorAt: status?.last_error_at ? status.last_error_at.getTime() : null,
    },
  };
}

/**
 * `/api/transaction/stats`: totals from counters, daily counts from the daily roll-up, the current
 * rate from the newest blocks and the peak from the indexer's per-block window rates.
 */
export async function transactionStats(db: ReadDb) {
  const [c, daily, tps, peak] = await Promise.all([
    readCounters(db, ['transactions', 'transfers']),
    dailySeries(db, 'transactions'),
    currentRate(db),
    peakRate(db),
  ]);
  const last24h = await transactionsSince(db, 24, c.transactions);
  return {
    total: c.transactions,
    last24h,
    transfersTotal: c.transfers,
    tps,
    // A young chain has no whole window yet; the peak is then at least the rate seen now.
    maxTps: Math.max(peak, tps),
    tps24h: last24h / 86_400,
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
