import type { ReadDb } from '../db/api-db.js';
import type { AccountDetail, AccountSummary } from '../schemas/accounts.js';
import { amount, dayMs, ms, POX_TOKEN, tokenRef } from './convert.js';
import { readCounters } from './counters.js';

function accountQuery(db: ReadDb) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('name_tags as n', 'n.address', 'a.address')
    .selectAll('a')
    .select('n.tag');
}
type Row = Awaited<ReturnType<ReturnType<typeof accountQuery>['execute']>>[number];

const toSummary = (r: Row): AccountSummary => ({
  address: r.address,
  name: r.name,
  tag: r.tag,
  balance: amount(r.balance),
  power: amount(r.power),
  transactionCount: r.tx_count,
  isContract: r.kind === 'contract',
  lastActiveAt: ms(r.last_seen_at),
});

/**
 * Richest first. Balances move all the time, so there is no stable position column: pages walk the
 * (balance, address) index and are capped (page × limit ≤ 10,000) so no request reads more than that.
 */
export async function listAccounts(db: ReadDb, page: number, limit: number) {
  const [rows, c] = await Promise.all([
    accountQuery(db)
      .orderBy('a.balance', 'desc')
      .orderBy('a.address')
      .offset((page - 1) * limit)
      .limit(limit)
      .execute(),
    readCounters(db, ['accounts']),
  ]);
  return { items: rows.map(toSummary), page, limit, total: c.accounts, nextCursor: null };
}

export async function getAccount(db: ReadDb, address: string): Promise<AccountDetail | undefined> {
  const r = await accountQuery(db).where('a.address', '=', address).executeTakeFirst();
  if (r === undefined) return undefined;
  const sum = (a: string, b: string) => (BigInt(amount(a)) + BigInt(amount(b))).toString();
  return {
    ...toSummary(r),
    isWitness: r.kind === 'sr',
    createdAt: ms(r.created_at) ?? ms(r.first_seen_at),
    frozenForBandwidth: amount(r.frozen_bandwidth),
    frozenForEnergy: amount(r.frozen_energy),
    delegatedOut: sum(r.delegated_out_bandwidth, r.delegated_out_energy),
    delegatedIn: sum(r.delegated_in_bandwidth, r.delegated_in_energy),
    unfreezing: amount(r.unfreezing),
    withdrawable: amount(r.withdrawable),
    stakeV1: {
      frozenForBandwidth: amount(r.frozen_v1_bandwidth),
      frozenForEnergy: amount(r.frozen_v1_energy),
      frozenForPower: amount(r.frozen_v1_power),
      delegatedOut: sum(r.delegated_out_v1_bandwidth, r.delegated_out_v1_energy),
      delegatedIn: sum(r.delegated_in_v1_bandwidth, r.delegated_in_v1_energy),
    },
    votesCast: amount(r.votes_cast),
    bandwidth: { used: String(r.net_used + r.free_net_used), limit: String(r.net_limit + r.free_net_limit) },
    energy: { used: String(r.energy_used), limit: String(r.energy_limit) },
    transfersIn: r.transfers_in,
    transfersOut: r.transfers_out,
    tokenCount: r.token_count,
  };
}

/** POX first, then every token the address holds, largest raw balance first. */
export async function accountTokens(db: ReadDb, address: string) {
  const [account, rows] = await Promise.all([
    db.selectFrom('accounts').select('balance').where('address', '=', address).executeTakeFirst(),
    db
      .selectFrom('token_holders as h')
      .innerJoin('tokens as t', 't.id', 'h.token_id')
      .select([
        'h.token_id',
        'h.balance',
        't.standard as t_standard',
        't.symbol as t_symbol',
        't.name as t_name',
        't.decimals as t_decimals',
      ])
      .where('h.address', '=', address)
      .orderBy('h.balance', 'desc')
      .limit(500)
      .execute(),
  ]);
  return [
    { token: POX_TOKEN, balance: amount(account?.balance) },
    ...rows.map((r) => ({ token: tokenRef(r) ?? POX_TOKEN, balance: amount(r.balance) })),
  ];
}

export async function accountVotes(db: ReadDb, address: string) {
  const rows = await db
    .selectFrom('votes as v')
    .leftJoin('accounts as w', 'w.address', 'v.witness_address')
    .select(['v.witness_address', 'v.votes', 'w.name'])
    .where('v.voter_address', '=', address)
    .orderBy('v.votes', 'desc')
    .execute();
  return rows.map((r) => ({ witness: r.witness_address, witnessName: r.name, count: String(r.votes) }));
}

/** Daily series from the roll-up table, oldest first. */
export async function dailySeries(
  db: ReadDb,
  column: 'new_accounts' | 'transfers' | 'transactions',
  days = 30,
) {
  const rows = await db
    .selectFrom('daily_stats')
    .select(['day', column])
    .orderBy('day', 'desc')
    .limit(days)
    .execute();
  return rows
    .map((r) => ({ day: dayMs(r.day), value: Number((r as Record<string, unknown>)[column]) }))
    .reverse();
}

export async function accountStats(db: ReadDb) {
  const [c, daily] = await Promise.all([
    readCounters(db, ['accounts', 'contracts']),
    dailySeries(db, 'new_accounts'),
  ]);
  return {
    accounts: c.accounts,
    newAccounts24h: daily.at(-1)?.value ?? 0,
    contracts: c.contracts,
    dailyNewAccounts: daily,
  };
}
