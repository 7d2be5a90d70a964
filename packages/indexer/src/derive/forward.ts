import type { CounterName, TokenStandard } from '@poxscan/db';
import { sql } from 'kysely';
import type { ContractCreated, DecodedBlock } from '../decode/rows.js';
import { col, type Trx, unnestRows } from '../write/bulk.js';
import { iso, isoMemo } from '../write/times.js';
import {
  accountActivityColumns,
  accountCountsSet,
  contractCallsUpdate,
  sortedAccounts,
  sortedTokens,
  tokenCountColumns,
} from './activity.js';
import type { Deltas } from './aggregate.js';

// The steps only the forward path has: rows created from nothing (accounts, tokens, contracts), whose
// creation a rollback undoes by deleting what the orphaned blocks created.

/** The UTC day of a returned created_at, as 'YYYY-MM-DD'. */
const DAY = sql.raw(`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);

const countBy = (rows: { key: string; n: number }[]) => new Map(rows.map((r) => [r.key, r.n]));

/**
 * Adds the batch's activity to accounts, and their transactions to the contracts among them; marks the
 * accounts of the contracts the batch created as contracts, as the node's account will say (the
 * contract list by balance reads them by kind, and the refresher, which reads the node's word, waits
 * while the indexer catches up). Returns the accounts created per UTC day of first sight. Known
 * accounts are updated and only the rest inserted: an upsert takes its conflict path for nearly every
 * row of a batch, which cost PostgreSQL 1.5–1.9 times the UPDATE (HOT where the page has room: it
 * changes no indexed column, and a kind it sets is the kind the row has, but for a new contract).
 */
export async function upsertAccounts(
  trx: Trx,
  deltas: Deltas,
  tokenCounts: Map<string, number>,
): Promise<Map<string, number>> {
  const entries = sortedAccounts(deltas);
  if (entries.length === 0) return new Map();
  const a = entries.map(([, v]) => v);
  const time = isoMemo();
  const columns = [
    ...accountActivityColumns(entries, tokenCounts),
    col(
      'first_seen_block',
      'bigint',
      a.map((x) => x.firstBlock),
    ),
    col(
      'first_seen_at',
      'timestamptz',
      a.map((x) => time(x.firstTime)),
    ),
    col(
      'last_seen_block',
      'bigint',
      a.map((x) => x.lastBlock),
    ),
    col(
      'last_seen_at',
      'timestamptz',
      a.map((x) => time(x.lastTime)),
    ),
    col(
      'kind',
      'text',
      a.map((x) => (x.contract ? 'contract' : 'normal')),
    ),
  ];
  const result = await sql<{ key: string; n: number }>`
    WITH d AS (SELECT * FROM ${unnestRows(columns)}),
    seen AS (
      UPDATE accounts SET
        last_seen_block = GREATEST(accounts.last_seen_block, d.last_seen_block),
        last_seen_at = GREATEST(accounts.last_seen_at, d.last_seen_at),
        kind = CASE d.kind WHEN 'contract' THEN d.kind ELSE accounts.kind END,
        ${accountCountsSet('+', 'd')}
      FROM d WHERE accounts.address = d.address
      RETURNING accounts.address
    ),
    created AS (
      INSERT INTO accounts (${sql.join(columns.map((c) => sql.ref(c.name)))})
      SELECT * FROM d WHERE NOT EXISTS (SELECT 1 FROM seen s WHERE s.address = d.address) ORDER BY d.address
      RETURNING first_seen_at
    ),
    calls AS (${contractCallsUpdate('+')})
    SELECT to_char(first_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS key, count(*)::int AS n
    FROM created GROUP BY 1`.execute(trx);
  return countBy(result.rows);
}

/** Contracts created by the batch (CreateSmartContract and internal creates); returns them per day. */
export async function insertContracts(trx: Trx, blocks: DecodedBlock[]): Promise<Map<string, number>> {
  // Loops, not flatMap: an array a transaction, for the few that create one, is most of the cost.
  const rows: (ContractCreated & { tx: string; block: number; time: string })[] = [];
  for (const { block, txs } of blocks)
    for (const tx of txs)
      for (const c of tx.contractsCreated)
        rows.push({ ...c, tx: tx.row.hash, block: block.num, time: iso(block.time) });
  if (rows.length === 0) return new Map();
  const result = await sql<{ key: string; n: number }>`
    WITH ins AS (
      INSERT INTO contracts (address, creator_address, created_tx_hash, created_block, created_at, tx_count)
      -- What the address saw before the contract was made there counts, as it does for its account.
      SELECT d.*, COALESCE(a.tx_count, 0) FROM ${unnestRows([
        col(
          'address',
          'text',
          rows.map((r) => r.address),
        ),
        col(
          'creator_address',
          'text',
          rows.map((r) => r.creator),
        ),
        col(
          'created_tx_hash',
          'text',
          rows.map((r) => r.tx),
        ),
        col(
          'created_block',
          'bigint',
          rows.map((r) => r.block),
        ),
        col(
          'created_at',
          'timestamptz',
          rows.map((r) => r.time),
        ),
      ])} LEFT JOIN accounts a ON a.address = d.address
      ON CONFLICT (address) DO NOTHING
      RETURNING created_at
    )
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS key, count(*)::int AS n FROM ins GROUP BY 1`.execute(
    trx,
  );
  return countBy(result.rows);
}

const STANDARD_COUNTER: Record<TokenStandard, CounterName | undefined> = {
  POX: undefined,
  PRC10: 'tokens_prc10',
  PRC20: 'tokens_prc20',
  PRC721: 'tokens_prc721',
};

type CreatedTokens = { standard: TokenStandard; day: string; n: number }[];

/** Tokens created per UTC day of their created_at. */
function tokensByDay(rows: CreatedTokens): Map<string, number> {
  const days = new Map<string, number>();
  for (const { day, n } of rows) days.set(day, (days.get(day) ?? 0) + n);
  return days;
}

/** Adds token counters for newly created tokens (per standard). */
function tokenCounters(rows: { standard: TokenStandard; n: number }[]): Partial<Record<CounterName, number>> {
  const counts: Partial<Record<CounterName, number>> = {};
  for (const { standard, n } of rows) {
    const name = STANDARD_COUNTER[standard];
    if (name === undefined) continue;
    counts.tokens = (counts.tokens ?? 0) + n;
    counts[name] = (counts[name] ?? 0) + n;
  }
  return counts;
}

/**
 * Tokens born in the batch: PRC10 issues (with their issuer) and every token seen moving for the
 * first time (a PRC20/PRC721 contract takes its creator and creation from `contracts`). Adds the
 * batch's transfer counts. Returns counter increments for the new tokens, and the new tokens per day.
 */
export async function upsertTokens(
  trx: Trx,
  blocks: DecodedBlock[],
  deltas: Deltas,
): Promise<{ counters: Partial<Record<CounterName, number>>; byDay: Map<string, number> }> {
  const issues: { id: string; owner: string; tx: string; block: number; time: string }[] = [];
  for (const { block, txs } of blocks)
    for (const tx of txs)
      if (tx.assetIssued !== null)
        issues.push({
          id: tx.assetIssued,
          owner: tx.row.owner,
          tx: tx.row.hash,
          block: block.num,
          time: iso(block.time),
        });
  const created: CreatedTokens = [];
  if (issues.length > 0) {
    const r = await sql<CreatedTokens[number]>`
      WITH up AS (
        INSERT INTO tokens (id, standard, issuer_address, created_tx_hash, first_seen_block, created_at)
        SELECT d.id, 'PRC10', d.issuer, d.tx, d.block, d.time FROM ${unnestRows([
          col(
            'id',
            'text',
            issues.map((i) => i.id),
          ),
          col(
            'issuer',
            'text',
            issues.map((i) => i.owner),
          ),
          col(
            'tx',
            'text',
            issues.map((i) => i.tx),
          ),
          col(
            'block',
            'bigint',
            issues.map((i) => i.block),
          ),
          col(
            'time',
            'timestamptz',
            issues.map((i) => i.time),
          ),
        ])}
        ON CONFLICT (id) DO NOTHING
        RETURNING standard, created_at
      )
      SELECT standard, ${DAY} AS day, count(*)::int AS n FROM up GROUP BY 1, 2`.execute(trx);
    created.push(...r.rows);
  }
  const tokens = sortedTokens(deltas);
  if (tokens.length > 0) {
    const t = tokens.map(([, v]) => v);
    const r = await sql<CreatedTokens[number]>`
      WITH up AS (
        INSERT INTO tokens (id, standard, first_seen_block, transfer_count, issuer_address, created_tx_hash, created_at)
        SELECT d.id, d.standard, d.first_block, d.n, c.creator_address, c.created_tx_hash, COALESCE(c.created_at, d.first_time)
        FROM ${unnestRows([
          ...tokenCountColumns(tokens),
          col(
            'standard',
            'text',
            t.map((x) => x.standard),
          ),
          col(
            'first_block',
            'bigint',
            t.map((x) => x.firstBlock),
          ),
          col(
            'first_time',
            'timestamptz',
            t.map((x) => iso(x.firstTime)),
          ),
        ])} LEFT JOIN contracts c ON c.address = d.id
        ON CONFLICT (id) DO UPDATE SET transfer_count = tokens.transfer_count + EXCLUDED.transfer_count
        RETURNING standard, created_at, (xmax = 0) AS inserted
      )
      SELECT standard, ${DAY} AS day, count(*)::int AS n FROM up WHERE inserted GROUP BY 1, 2`.execute(trx);
    created.push(...r.rows);
  }
  return { counters: tokenCounters(created), byDay: tokensByDay(created) };
}

export { type CreatedTokens, DAY, tokenCounters, tokensByDay };
