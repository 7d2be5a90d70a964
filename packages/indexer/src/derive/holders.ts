import { sql } from 'kysely';
import { col, type Trx, unnestRows } from '../write/bulk.js';
import { enqueueRefresh } from '../write/refresh-queue.js';
import { addHolderCounts } from './apply.js';

/** Why a holder balance was set to the node's balanceOf (balance_corrections.reason). */
export type CorrectionReason = 'negative' | 'supply_drift' | 'recent';

/** Holders of a batch re-read with balanceOf (when the refresher gets to them), however big the batch. */
const RECENT_CHECKS_PER_BATCH = 5;

/** The refresh_queue key of a holder check: reason, token and holder. */
export const holderKey = (reason: CorrectionReason, token: string, address: string) =>
  `${reason} ${token} ${address}`;

export async function recordCorrections(
  trx: Trx,
  reason: CorrectionReason,
  rows: { token: string; address: string; delta: bigint }[],
  blockNum: number,
): Promise<void> {
  if (rows.length === 0) return;
  await sql`INSERT INTO balance_corrections (token_id, address, block_num, delta, reason, corrected_at)
    SELECT token_id, address, ${blockNum}, delta, ${reason}, now() FROM ${unnestRows([
      col(
        'token_id',
        'text',
        rows.map((r) => r.token),
      ),
      col(
        'address',
        'text',
        rows.map((r) => r.address),
      ),
      col(
        'delta',
        'numeric',
        rows.map((r) => r.delta),
      ),
    ])}`.execute(trx);
}

/**
 * Sets holder balances, keeping token holder counts and account token counts. A balance reaching
 * zero deletes its row; one leaving zero adds a holder.
 */
export async function setHolderBalances(
  trx: Trx,
  rows: { token: string; address: string; before: bigint; after: bigint }[],
): Promise<void> {
  const kept = rows.filter((r) => r.after !== 0n);
  if (kept.length > 0) {
    await sql`INSERT INTO token_holders (token_id, address, balance) SELECT * FROM ${unnestRows([
      col(
        'token_id',
        'text',
        kept.map((r) => r.token),
      ),
      col(
        'address',
        'text',
        kept.map((r) => r.address),
      ),
      col(
        'balance',
        'numeric',
        kept.map((r) => r.after),
      ),
    ])} ON CONFLICT (token_id, address) DO UPDATE SET balance = EXCLUDED.balance`.execute(trx);
  }
  const emptied = rows.filter((r) => r.after === 0n && r.before !== 0n);
  if (emptied.length > 0) {
    await sql`DELETE FROM token_holders h USING ${unnestRows([
      col(
        'token_id',
        'text',
        emptied.map((r) => r.token),
      ),
      col(
        'address',
        'text',
        emptied.map((r) => r.address),
      ),
    ])} WHERE h.token_id = d.token_id AND h.address = d.address`.execute(trx);
  }
  const tokenHolders = new Map<string, number>();
  const accountTokens = new Map<string, number>();
  for (const r of rows) {
    const change = (r.after !== 0n ? 1 : 0) - (r.before !== 0n ? 1 : 0);
    if (change === 0) continue;
    tokenHolders.set(r.token, (tokenHolders.get(r.token) ?? 0) + change);
    accountTokens.set(r.address, (accountTokens.get(r.address) ?? 0) + change);
  }
  await addHolderCounts(trx, tokenHolders, accountTokens);
}

/** Current balances of these holders (absent: zero). */
export async function holderBalances(trx: Trx, keys: [string, string][]): Promise<Map<string, bigint>> {
  const { rows } = await sql<{ token_id: string; address: string; balance: string }>`
    SELECT h.token_id, h.address, h.balance::text AS balance FROM token_holders h JOIN ${unnestRows([
      col(
        'token_id',
        'text',
        keys.map(([t]) => t),
      ),
      col(
        'address',
        'text',
        keys.map(([, a]) => a),
      ),
    ])} ON h.token_id = d.token_id AND h.address = d.address`.execute(trx);
  return new Map(rows.map((r) => [`${r.token_id}\n${r.address}`, BigInt(r.balance)]));
}

/**
 * PRC20/PRC721 holder balances from Transfer logs (forward: sign 1, rollback: -1). The logs are not the
 * whole truth (balances held before the first indexed block, mints and burns without a Transfer
 * event): a balance that would go below zero is set to zero instead, the amount added is recorded as
 * a correction, and the holder is queued to be read with balanceOf. So is a sample of the holders
 * the batch touched.
 *
 * One statement reads the balances, writes them and keeps the tokens' holder counts, so the batch's
 * pairs cross the wire once; it answers the clamped holders, the sample and how many tokens each
 * holder gained or lost. That change is returned for the caller to write with the account's other
 * counts: a second update of an account row in the same commit seldom finds room on its page to be
 * HOT, and then writes an entry into every index of accounts.
 */
export async function applyHolders(
  trx: Trx,
  holders: Map<string, bigint>,
  sign: 1 | -1,
  blockNum: number,
): Promise<Map<string, number>> {
  const entries = [...holders].filter(([, v]) => v !== 0n).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) return new Map();
  const keys = entries.map(([k]) => k.split('\n') as [string, string]);
  const { rows } = await sql<{
    part: 'clamped' | 'recent' | 'tokens';
    token_id: string;
    address: string;
    value: string;
  }>`
    WITH d AS (
      SELECT d.token_id, d.address, d.ord, COALESCE(h.balance, 0) AS before,
        COALESCE(h.balance, 0) + ${sign}::int * d.delta AS raw
      FROM ${unnestRows([
        col(
          'token_id',
          'text',
          keys.map(([t]) => t),
        ),
        col(
          'address',
          'text',
          keys.map(([, a]) => a),
        ),
        col(
          'delta',
          'numeric',
          entries.map(([, v]) => v),
        ),
        col(
          'ord',
          'integer',
          entries.map((_, i) => i),
        ),
      ])} LEFT JOIN token_holders h ON h.token_id = d.token_id AND h.address = d.address
    ), n AS (
      SELECT token_id, address, ord, before, raw, GREATEST(raw, 0) AS after FROM d
    ), kept AS (
      INSERT INTO token_holders (token_id, address, balance)
      SELECT token_id, address, after FROM n WHERE after <> 0 ORDER BY ord
      ON CONFLICT (token_id, address) DO UPDATE SET balance = EXCLUDED.balance
    ), emptied AS (
      DELETE FROM token_holders h USING n
      WHERE n.after = 0 AND n.before <> 0 AND h.token_id = n.token_id AND h.address = n.address
    ), change AS (
      SELECT token_id, address, sign(after)::int - sign(before)::int AS c FROM n
      WHERE sign(after) <> sign(before)
    ), tokens_counted AS (
      UPDATE tokens t SET holder_count = t.holder_count + x.c
      FROM (SELECT token_id, sum(c)::bigint AS c FROM change GROUP BY 1 HAVING sum(c) <> 0 ORDER BY 1) x
      WHERE t.id = x.token_id
    )
    SELECT 'clamped' AS part, token_id, address, (-raw)::text AS value FROM n WHERE raw < 0
    UNION ALL
    SELECT 'recent', token_id, address, NULL FROM (
      SELECT token_id, address, ord FROM n WHERE after <> 0 AND ${sign}::int = 1 ORDER BY ord DESC LIMIT ${RECENT_CHECKS_PER_BATCH}
    ) r
    UNION ALL
    SELECT 'tokens', NULL, address, sum(c)::text FROM change GROUP BY address HAVING sum(c) <> 0`.execute(
    trx,
  );
  const clamped = rows.flatMap((r) =>
    r.part === 'clamped' ? [{ token: r.token_id, address: r.address, delta: BigInt(r.value) }] : [],
  );
  const recent = rows.filter((r) => r.part === 'recent').reverse();
  await recordCorrections(trx, 'negative', clamped, blockNum);
  await enqueueRefresh(
    trx,
    'holder',
    [
      ...clamped.map((r) => holderKey('negative', r.token, r.address)),
      ...recent.map((r) => holderKey('recent', r.token_id, r.address)),
    ],
    blockNum,
  );
  return new Map(rows.flatMap((r) => (r.part === 'tokens' ? [[r.address, Number(r.value)]] : [])));
}
