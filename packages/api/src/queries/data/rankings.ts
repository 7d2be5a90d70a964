import { literalLimit } from '@poxscan/db';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { ReadDb } from '../../db/api-db.js';
import type { Rankings } from '../../schemas/data.js';
import { amount, dayMs } from '../convert.js';
import { BackgroundSnapshot } from '../snapshot.js';

type Window = Rankings['window'];
const WINDOW_DAYS: Record<Window, number> = { '1d': 1, '7d': 7, '30d': 30 };
/**
 * How old each window's lists may get. The longer windows sum many more address-days (3 s of one
 * core for 30 days at 5M transactions) and move less in ten minutes than a day does in one.
 */
export const RANKINGS_MAX_AGE_MS: Record<Window, number> = { '1d': 60_000, '7d': 600_000, '30d': 600_000 };
const TOP = 20;

type Ranked = Rankings['accountsByBalance'][number];
type RankedToken = Rankings['tokensByHolders'][number];

/** The address_daily columns ranked over a window, each a list of its own. */
const FLOWS = ['txs_sent', 'fees_paid', 'calls', 'energy_used', 'blocks_produced'] as const;
type Flow = (typeof FLOWS)[number];

/**
 * The top addresses by each flow's sum over the window's days, with the account's name. One scan of
 * the window's rows sums every flow at once, since that scan is the whole cost.
 */
async function topAddresses(db: ReadDb, from: string, to: string): Promise<Record<Flow, Ranked[]>> {
  const tops = FLOWS.map(
    (f) => sql`(SELECT ${sql.lit(f)} AS flow, address, ${sql.ref(f)} AS value FROM s WHERE ${sql.ref(f)} > 0
      ORDER BY ${sql.ref(f)} DESC, address LIMIT ${literalLimit(TOP)})`,
  );
  const { rows } = await sql<{ flow: Flow; address: string; name: string | null; value: string }>`
    WITH s AS MATERIALIZED (
      SELECT address, ${sql.join(FLOWS.map((f) => sql`sum(${sql.ref(f)}) AS ${sql.ref(f)}`))}
      FROM address_daily WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY address
    )
    SELECT d.flow, d.address, a.name, d.value::text AS value
    FROM (${sql.join(tops, sql` UNION ALL `)}) d LEFT JOIN accounts a USING (address)
    ORDER BY d.flow, d.value DESC, d.address`.execute(db);
  const lists = Object.fromEntries(FLOWS.map((f) => [f, [] as Ranked[]])) as Record<Flow, Ranked[]>;
  for (const r of rows) lists[r.flow].push({ address: r.address, name: r.name, value: amount(r.value) });
  return lists;
}

async function tokensByTransfers(db: ReadDb, from: string, to: string): Promise<RankedToken[]> {
  const { rows } = await sql<{
    id: string;
    name: string | null;
    symbol: string | null;
    standard: string;
    value: string;
  }>`
    SELECT d.token_id AS id, t.name, t.symbol, COALESCE(t.standard, 'PRC20') AS standard, d.value::text AS value FROM (
      SELECT token_id, sum(transfers) AS value FROM token_daily
      WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY token_id ORDER BY 2 DESC, 1 LIMIT ${literalLimit(TOP)}
    ) d LEFT JOIN tokens t ON t.id = d.token_id ORDER BY d.value DESC, d.token_id`.execute(db);
  return rows.map((r) => ({ ...r, value: amount(r.value) }));
}

/** Every list of one window. The stock lists (balance, holders) read their indexes; the flows, the window's days. */
async function compute(db: ReadDb, window: Window): Promise<Rankings> {
  const latest = await sql<{ day: string | null }>`SELECT max(day)::text AS day FROM daily_stats`.execute(db);
  const to = latest.rows[0]?.day ?? null;
  const from =
    to === null
      ? null
      : new Date(dayMs(to) - (WINDOW_DAYS[window] - 1) * 86_400_000).toISOString().slice(0, 10);
  const [balance, holders] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['address', 'name', 'balance'])
      .where('balance', '>', '0')
      .orderBy('balance', 'desc')
      .orderBy('address')
      .limit(TOP)
      .execute(),
    db
      .selectFrom('tokens')
      .select(['id', 'name', 'symbol', 'standard', 'holder_count'])
      .where('holder_count', '>', 0)
      .orderBy('holder_count', 'desc')
      .orderBy('id')
      .limit(TOP)
      .execute(),
  ]);
  const flows = from === null || to === null ? null : await topAddresses(db, from, to);
  const tokenFlows = from === null || to === null ? [] : await tokensByTransfers(db, from, to);
  return {
    window,
    from: from === null ? null : dayMs(from),
    to: to === null ? null : dayMs(to),
    accountsByBalance: balance.map((a) => ({ address: a.address, name: a.name, value: amount(a.balance) })),
    accountsByTransactionsSent: flows?.txs_sent ?? [],
    accountsByFeesPaid: flows?.fees_paid ?? [],
    tokensByHolders: holders.map((t) => ({
      id: t.id,
      name: t.name,
      symbol: t.symbol,
      standard: t.standard,
      value: String(t.holder_count),
    })),
    tokensByTransfers: tokenFlows,
    contractsByCalls: flows?.calls ?? [],
    contractsByEnergy: flows?.energy_used ?? [],
    srsByBlocks: flows?.blocks_produced ?? [],
    at: Date.now(),
  };
}

/**
 * The rankings of each window, computed in the background at most once per its maximum age: a
 * request reads the last lists, never the window's rows.
 */
export class RankingsSnapshot {
  readonly #windows: Map<Window, BackgroundSnapshot<Rankings>>;

  constructor(db: ReadDb, logger: Logger, maxAgeMs = RANKINGS_MAX_AGE_MS) {
    this.#windows = new Map(
      (Object.keys(WINDOW_DAYS) as Window[]).map((w) => {
        const empty: Rankings = {
          window: w,
          from: null,
          to: null,
          accountsByBalance: [],
          accountsByTransactionsSent: [],
          accountsByFeesPaid: [],
          tokensByHolders: [],
          tokensByTransfers: [],
          contractsByCalls: [],
          contractsByEnergy: [],
          srsByBlocks: [],
          at: 0,
        };
        return [w, new BackgroundSnapshot(() => compute(db, w), empty, logger, maxAgeMs[w])];
      }),
    );
  }

  get(window: Window): Promise<Rankings> {
    return this.#windows.get(window)!.get();
  }
}
