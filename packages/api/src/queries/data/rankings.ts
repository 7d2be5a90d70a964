import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { ReadDb } from '../../db/api-db.js';
import type { Rankings } from '../../schemas/data.js';
import { amount, dayMs } from '../convert.js';
import { BackgroundSnapshot } from '../snapshot.js';

type Window = Rankings['window'];
const WINDOW_DAYS: Record<Window, number> = { '1d': 1, '7d': 7, '30d': 30 };
const TOP = 20;

type Ranked = Rankings['accountsByBalance'][number];
type RankedToken = Rankings['tokensByHolders'][number];

/** The top addresses by the sum of an address_daily column over the window's days, with the account's name. */
async function topAddresses(db: ReadDb, column: string, from: string, to: string): Promise<Ranked[]> {
  const { rows } = await sql<{ address: string; name: string | null; value: string }>`
    SELECT d.address, a.name, d.value::text AS value FROM (
      SELECT address, sum(${sql.ref(column)}) AS value FROM address_daily
      WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY address HAVING sum(${sql.ref(column)}) > 0
      ORDER BY 2 DESC, 1 LIMIT ${TOP}
    ) d LEFT JOIN accounts a USING (address) ORDER BY d.value DESC, d.address`.execute(db);
  return rows.map((r) => ({ address: r.address, name: r.name, value: amount(r.value) }));
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
      WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY token_id ORDER BY 2 DESC, 1 LIMIT ${TOP}
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
  const flows =
    from === null || to === null
      ? null
      : await Promise.all([
          topAddresses(db, 'txs_sent', from, to),
          topAddresses(db, 'fees_paid', from, to),
          tokensByTransfers(db, from, to),
          topAddresses(db, 'calls', from, to),
          topAddresses(db, 'energy_used', from, to),
          topAddresses(db, 'blocks_produced', from, to),
        ]);
  return {
    window,
    from: from === null ? null : dayMs(from),
    to: to === null ? null : dayMs(to),
    accountsByBalance: balance.map((a) => ({ address: a.address, name: a.name, value: amount(a.balance) })),
    accountsByTransactionsSent: flows?.[0] ?? [],
    accountsByFeesPaid: flows?.[1] ?? [],
    tokensByHolders: holders.map((t) => ({
      id: t.id,
      name: t.name,
      symbol: t.symbol,
      standard: t.standard,
      value: String(t.holder_count),
    })),
    tokensByTransfers: flows?.[2] ?? [],
    contractsByCalls: flows?.[3] ?? [],
    contractsByEnergy: flows?.[4] ?? [],
    srsByBlocks: flows?.[5] ?? [],
    at: Date.now(),
  };
}

/**
 * The rankings of each window, computed in the background at most once per `maxAgeMs`: a request
 * reads the last lists, never the window's rows.
 */
export class RankingsSnapshot {
  readonly #windows: Map<Window, BackgroundSnapshot<Rankings>>;

  constructor(db: ReadDb, logger: Logger, maxAgeMs = 60_000) {
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
        return [w, new BackgroundSnapshot(() => compute(db, w), empty, logger, maxAgeMs)];
      }),
    );
  }

  get(window: Window): Promise<Rankings> {
    return this.#windows.get(window)!.get();
  }
}
