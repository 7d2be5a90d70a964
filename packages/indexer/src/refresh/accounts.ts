import { toHexAddress } from '@poxscan/protocol';
import { sql } from 'kysely';
import { addHolderCounts, recountVotes } from '../derive/apply.js';
import type { NodeClient } from '../node/client.js';
import type { AccountResourceJson } from '../node/types.js';
import { mapLimit } from '../util/map-limit.js';
import { writeBalanceDays } from '../write/balance-daily.js';
import { col, type Trx, unnestRows } from '../write/bulk.js';
import { iso } from '../write/times.js';
import { type AccountState, accountState } from './account-state.js';
import { writeTotals } from './network.js';

export interface FetchedAccounts {
  states: AccountState[];
  /** the chain-wide totals getaccountresource reports alongside */
  totals: AccountResourceJson | undefined;
}

export async function fetchAccounts(node: NodeClient, addresses: string[]): Promise<FetchedAccounts> {
  let totals: AccountResourceJson | undefined;
  // Unstaked funds become withdrawable by chain time, as the node decides it.
  const { timestamp } = await node.head();
  const states = await mapLimit(addresses, 8, async (address) => {
    const hex = toHexAddress(address);
    const [account, resource] = await Promise.all([node.account(hex), node.accountResource(hex)]);
    totals ??= resource;
    return accountState(address, account, resource, timestamp);
  });
  return { states, totals };
}

/** Replaces the node columns, votes, stakes and PRC10 holdings of the accounts that still exist. */
export async function writeAccounts(trx: Trx, fetched: FetchedAccounts): Promise<void> {
  const wanted = [...fetched.states].sort((a, b) => (a.address < b.address ? -1 : 1));
  if (wanted.length === 0) return;
  const current = await sql<{ address: string; balance: string }>`
    SELECT address, balance::text AS balance FROM accounts WHERE address = ANY(${wanted.map((s) => s.address)}::text[])
    ORDER BY address FOR UPDATE`.execute(trx);
  const before = new Map(current.rows.map((r) => [r.address, BigInt(r.balance)]));
  const states = wanted.filter((s) => before.has(s.address));
  if (states.length === 0) return;
  const v = (f: (s: AccountState) => unknown) => states.map(f);
  await sql`UPDATE accounts a SET kind = d.kind, name = d.name, created_at = d.created_at, balance = d.balance, power = d.power,
      votes_cast = d.votes_cast, frozen_bandwidth = d.frozen_bandwidth, frozen_energy = d.frozen_energy,
      delegated_out_bandwidth = d.dob, delegated_out_energy = d.doe, delegated_in_bandwidth = d.dib, delegated_in_energy = d.die,
      frozen_v1_bandwidth = d.v1b, frozen_v1_energy = d.v1e, frozen_v1_power = d.v1p, delegated_out_v1_bandwidth = d.v1dob,
      delegated_out_v1_energy = d.v1doe, delegated_in_v1_bandwidth = d.v1dib, delegated_in_v1_energy = d.v1die,
      unfreezing = d.unfreezing, unfreezing_expires_at = d.unfreezing_expires_at, withdrawable = d.withdrawable, allowance = d.allowance, net_used = d.net_used, net_limit = d.net_limit,
      free_net_used = d.free_net_used, free_net_limit = d.free_net_limit, energy_used = d.energy_used, energy_limit = d.energy_limit,
      refreshed_at = now()
    FROM ${unnestRows([
      col(
        'address',
        'text',
        v((s) => s.address),
      ),
      col(
        'kind',
        'text',
        v((s) => s.kind),
      ),
      col(
        'name',
        'text',
        v((s) => s.name),
      ),
      col(
        'created_at',
        'timestamptz',
        v((s) => (s.createdAt === null ? null : iso(s.createdAt))),
      ),
      col(
        'balance',
        'numeric',
        v((s) => s.balance),
      ),
      col(
        'power',
        'numeric',
        v((s) => s.power),
      ),
      col(
        'votes_cast',
        'numeric',
        v((s) => s.votesCast),
      ),
      col(
        'frozen_bandwidth',
        'numeric',
        v((s) => s.frozenBandwidth),
      ),
      col(
        'frozen_energy',
        'numeric',
        v((s) => s.frozenEnergy),
      ),
      col(
        'dob',
        'numeric',
        v((s) => s.delegatedOutBandwidth),
      ),
      col(
        'doe',
        'numeric',
        v((s) => s.delegatedOutEnergy),
      ),
      col(
        'dib',
        'numeric',
        v((s) => s.delegatedInBandwidth),
      ),
      col(
        'die',
        'numeric',
        v((s) => s.delegatedInEnergy),
      ),
      ...stakeV1Columns(states),
      col(
        'unfreezing',
        'numeric',
        v((s) => s.unfreezing),
      ),
      col(
        'unfreezing_expires_at',
        'timestamptz',
        v((s) => (s.unfreezingExpiresAt === null ? null : iso(s.unfreezingExpiresAt))),
      ),
      col(
        'withdrawable',
        'numeric',
        v((s) => s.withdrawable),
      ),
      col(
        'allowance',
        'numeric',
        v((s) => s.allowance),
      ),
      col(
        'net_used',
        'bigint',
        v((s) => s.netUsed),
      ),
      col(
        'net_limit',
        'bigint',
        v((s) => s.netLimit),
      ),
      col(
        'free_net_used',
        'bigint',
        v((s) => s.freeNetUsed),
      ),
      col(
        'free_net_limit',
        'bigint',
        v((s) => s.freeNetLimit),
      ),
      col(
        'energy_used',
        'bigint',
        v((s) => s.energyUsed),
      ),
      col(
        'energy_limit',
        'bigint',
        v((s) => s.energyLimit),
      ),
    ])} WHERE a.address = d.address`.execute(trx);
  await sql`UPDATE witnesses w SET name = a.name FROM accounts a
    WHERE a.address = w.address AND w.address = ANY(${v((s) => s.address)}::text[]) AND w.name IS DISTINCT FROM a.name`.execute(
    trx,
  );
  const poxHolders = states.reduce(
    (n, s) => n + (s.balance !== 0n ? 1 : 0) - (before.get(s.address)! !== 0n ? 1 : 0),
    0,
  );
  await addHolderCounts(trx, new Map([['_', poxHolders]]), new Map());
  await replaceVotes(trx, states);
  await replaceStakes(trx, states);
  await replaceAssets(trx, states);
  await writeBalanceDays(
    trx,
    states.map((s) => s.address),
  );
  if (fetched.totals) await writeTotals(trx, fetched.totals);
}

function stakeV1Columns(states: AccountState[]) {
  const v1 = (name: string, f: (k: AccountState['stakeV1']) => bigint) =>
    col(
      name,
      'numeric',
      states.map((s) => f(s.stakeV1)),
    );
  return [
    v1('v1b', (k) => k.frozenBandwidth),
    v1('v1e', (k) => k.frozenEnergy),
    v1('v1p', (k) => k.frozenPower),
    v1('v1dob', (k) => k.delegatedOutBandwidth),
    v1('v1doe', (k) => k.delegatedOutEnergy),
    v1('v1dib', (k) => k.delegatedInBandwidth),
    v1('v1die', (k) => k.delegatedInEnergy),
  ];
}

async function replaceVotes(trx: Trx, states: AccountState[]): Promise<void> {
  const voters = states.map((s) => s.address);
  const old = await sql<{ witness_address: string }>`
    DELETE FROM votes WHERE voter_address = ANY(${voters}::text[]) RETURNING witness_address`.execute(trx);
  const rows = states.flatMap((s) => s.votes.map((v) => ({ voter: s.address, ...v })));
  if (rows.length > 0) {
    await sql`INSERT INTO votes (voter_address, witness_address, votes) SELECT * FROM ${unnestRows([
      col(
        'voter_address',
        'text',
        rows.map((r) => r.voter),
      ),
      col(
        'witness_address',
        'text',
        rows.map((r) => r.witness),
      ),
      col(
        'votes',
        'bigint',
        rows.map((r) => r.votes),
      ),
    ])} ON CONFLICT (voter_address, witness_address) DO UPDATE SET votes = votes.votes + EXCLUDED.votes`.execute(
      trx,
    );
  }
  await recountVotes(trx, [...old.rows.map((r) => r.witness_address), ...rows.map((r) => r.witness)]);
}

async function replaceStakes(trx: Trx, states: AccountState[]): Promise<void> {
  await sql`DELETE FROM stakes WHERE address = ANY(${states.map((s) => s.address)}::text[])`.execute(trx);
  const rows = states.flatMap((s) => s.stakes.map((k) => ({ address: s.address, ...k })));
  if (rows.length === 0) return;
  await sql`INSERT INTO stakes (address, resource, amount) SELECT * FROM ${unnestRows([
    col(
      'address',
      'text',
      rows.map((r) => r.address),
    ),
    col(
      'resource',
      'text',
      rows.map((r) => r.resource),
    ),
    col(
      'amount',
      'numeric',
      rows.map((r) => r.amount),
    ),
  ])}`.execute(trx);
}

/** PRC10 holdings as the node reports them; holder and token counts follow the zero crossings. */
async function replaceAssets(trx: Trx, states: AccountState[]): Promise<void> {
  const addresses = states.map((s) => s.address);
  const old = await sql<{ token_id: string; address: string }>`
    DELETE FROM token_holders h USING tokens t
    WHERE h.token_id = t.id AND t.standard = 'PRC10' AND h.address = ANY(${addresses}::text[])
    RETURNING h.token_id, h.address`.execute(trx);
  const rows = states.flatMap((s) =>
    [...s.assets].map(([token, balance]) => ({ token, address: s.address, balance })),
  );
  if (rows.length > 0) {
    await sql`INSERT INTO tokens (id, standard) SELECT DISTINCT token, 'PRC10' FROM unnest(${rows.map((r) => r.token)}::text[]) AS t(token)
      ON CONFLICT (id) DO NOTHING`.execute(trx);
    await sql`INSERT INTO token_holders (token_id, address, balance) SELECT * FROM ${unnestRows([
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
        'balance',
        'numeric',
        rows.map((r) => r.balance),
      ),
    ])}`.execute(trx);
  }
  const tokens = new Map<string, number>();
  const accounts = new Map<string, number>();
  const bump = (token: string, address: string, n: number) => {
    tokens.set(token, (tokens.get(token) ?? 0) + n);
    accounts.set(address, (accounts.get(address) ?? 0) + n);
  };
  for (const r of old.rows) bump(r.token_id, r.address, -1);
  for (const r of rows) bump(r.token, r.address, 1);
  await addHolderCounts(trx, tokens, accounts);
}
