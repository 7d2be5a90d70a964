import type { CounterName } from '@poxscan/db';
import { sql } from 'kysely';
import { col, type Trx, unnestRows } from '../write/bulk.js';
import type { Deltas } from './aggregate.js';

// Additive bookkeeping shared by the forward path (sign 1) and the rollback (sign -1). Keys are sorted
// so that concurrent writers always lock rows in the same order.

const sorted = <V>(map: Map<string, V>): [string, V][] =>
  [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export async function addCounters(trx: Trx, counts: Partial<Record<CounterName, number>>): Promise<void> {
  const entries = Object.entries(counts).filter(([, n]) => n !== 0);
  if (entries.length === 0) return;
  await sql`INSERT INTO counters (name, value) SELECT * FROM ${unnestRows([
    col(
      'name',
      'text',
      entries.map(([k]) => k),
    ),
    col(
      'value',
      'bigint',
      entries.map(([, n]) => n),
    ),
  ])} ON CONFLICT (name) DO UPDATE SET value = counters.value + EXCLUDED.value`.execute(trx);
}

export interface DayExtras {
  newAccounts: Map<string, number>;
  contractsCreated: Map<string, number>;
}

export async function applyDays(trx: Trx, deltas: Deltas, sign: 1 | -1, extras: DayExtras): Promise<void> {
  const days = new Set([
    ...deltas.days.keys(),
    ...extras.newAccounts.keys(),
    ...extras.contractsCreated.keys(),
  ]);
  if (days.size === 0) return;
  const keys = [...days].sort();
  const zero = { blocks: 0, transactions: 0, transfers: 0, volume: 0n, fees: 0n, energyUsed: 0, netUsed: 0 };
  const d = keys.map((k) => deltas.days.get(k) ?? zero);
  await sql`INSERT INTO daily_stats (day, blocks, transactions, transfers, volume, fees, energy_used, net_used, new_accounts, contracts_created)
    SELECT day::date, blocks, transactions, transfers, volume, fees, energy_used, net_used, new_accounts, contracts_created FROM ${unnestRows(
      [
        col('day', 'text', keys),
        col(
          'blocks',
          'integer',
          d.map((x) => sign * x.blocks),
        ),
        col(
          'transactions',
          'bigint',
          d.map((x) => sign * x.transactions),
        ),
        col(
          'transfers',
          'bigint',
          d.map((x) => sign * x.transfers),
        ),
        col(
          'volume',
          'numeric',
          d.map((x) => BigInt(sign) * x.volume),
        ),
        col(
          'fees',
          'numeric',
          d.map((x) => BigInt(sign) * x.fees),
        ),
        col(
          'energy_used',
          'bigint',
          d.map((x) => sign * x.energyUsed),
        ),
        col(
          'net_used',
          'bigint',
          d.map((x) => sign * x.netUsed),
        ),
        col(
          'new_accounts',
          'integer',
          keys.map((k) => extras.newAccounts.get(k) ?? 0),
        ),
        col(
          'contracts_created',
          'integer',
          keys.map((k) => extras.contractsCreated.get(k) ?? 0),
        ),
      ],
    )}
    ON CONFLICT (day) DO UPDATE SET
      blocks = daily_stats.blocks + EXCLUDED.blocks,
      transactions = daily_stats.transactions + EXCLUDED.transactions,
      transfers = daily_stats.transfers + EXCLUDED.transfers,
      volume = daily_stats.volume + EXCLUDED.volume,
      fees = daily_stats.fees + EXCLUDED.fees,
      energy_used = daily_stats.energy_used + EXCLUDED.energy_used,
      net_used = daily_stats.net_used + EXCLUDED.net_used,
      new_accounts = daily_stats.new_accounts + EXCLUDED.new_accounts,
      contracts_created = daily_stats.contracts_created + EXCLUDED.contracts_created`.execute(trx);
}

/** Adds to tokens.holder_count and accounts.token_count. */
export async function addHolderCounts(
  trx: Trx,
  tokenHolders: Map<string, number>,
  accountTokens: Map<string, number>,
): Promise<void> {
  const tokens = sorted(tokenHolders).filter(([, n]) => n !== 0);
  if (tokens.length > 0) {
    await sql`UPDATE tokens SET holder_count = holder_count + d.n FROM ${unnestRows([
      col(
        'id',
        'text',
        tokens.map(([k]) => k),
      ),
      col(
        'n',
        'bigint',
        tokens.map(([, n]) => n),
      ),
    ])} WHERE tokens.id = d.id`.execute(trx);
  }
  const accounts = sorted(accountTokens).filter(([, n]) => n !== 0);
  if (accounts.length > 0) {
    await sql`UPDATE accounts SET token_count = token_count + d.n FROM ${unnestRows([
      col(
        'address',
        'text',
        accounts.map(([k]) => k),
      ),
      col(
        'n',
        'integer',
        accounts.map(([, n]) => n),
      ),
    ])} WHERE accounts.address = d.address`.execute(trx);
  }
}

export async function applyDelegations(
  trx: Trx,
  delegations: Map<string, bigint>,
  sign: 1 | -1,
): Promise<void> {
  const entries = sorted(delegations).filter(([, v]) => v !== 0n);
  if (entries.length === 0) return;
  const keys = entries.map(([k]) => k.split('\n') as [string, string, string]);
  const columns = [
    col(
      'from_address',
      'text',
      keys.map(([f]) => f),
    ),
    col(
      'to_address',
      'text',
      keys.map(([, t]) => t),
    ),
    col(
      'resource',
      'text',
      keys.map(([, , r]) => r),
    ),
  ];
  await sql`INSERT INTO delegations (from_address, to_address, resource, amount) SELECT * FROM ${unnestRows([
    ...columns,
    col(
      'amount',
      'numeric',
      entries.map(([, v]) => BigInt(sign) * v),
    ),
  ])} ON CONFLICT (from_address, to_address, resource) DO UPDATE SET amount = delegations.amount + EXCLUDED.amount`.execute(
    trx,
  );
  await sql`DELETE FROM delegations x USING ${unnestRows(columns)}
    WHERE x.from_address = d.from_address AND x.to_address = d.to_address AND x.resource = d.resource AND x.amount = 0`.execute(
    trx,
  );
}

export async function applyWitnessBlocks(trx: Trx, blocks: Map<string, number>, sign: 1 | -1): Promise<void> {
  const entries = sorted(blocks);
  if (entries.length === 0) return;
  // A producer the witness refresh has not listed yet is named from its account already.
  await sql`INSERT INTO witnesses (address, blocks_indexed, name)
    SELECT d.address, d.blocks_indexed, (SELECT a.name FROM accounts a WHERE a.address = d.address) FROM ${unnestRows(
      [
        col(
          'address',
          'text',
          entries.map(([k]) => k),
        ),
        col(
          'blocks_indexed',
          'bigint',
          entries.map(([, n]) => sign * n),
        ),
      ],
    )} ON CONFLICT (address) DO UPDATE SET blocks_indexed = witnesses.blocks_indexed + EXCLUDED.blocks_indexed`.execute(
    trx,
  );
}

/** witnesses.realtime_votes = the sum of the votes it holds now. */
export async function recountVotes(trx: Trx, witnesses: string[]): Promise<void> {
  const list = [...new Set(witnesses)].sort();
  if (list.length === 0) return;
  await sql`UPDATE witnesses w SET realtime_votes = COALESCE((SELECT sum(v.votes) FROM votes v WHERE v.witness_address = w.address), 0)
    WHERE w.address = ANY(${list}::text[])`.execute(trx);
}
