import { sql } from 'kysely';
import type { ReadDb } from '../db/read-model.js';
import type { AccountDetail, AccountSummary } from '../schemas/accounts.js';
import { amount, int, ms, nextCursor, POX_TOKEN, tokenRef } from './convert.js';
import { readCounters } from './counters.js';

const MAX_SEQ = '9223372036854775807';

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
  transactionCount: int(r.tx_count),
  isContract: r.is_contract,
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
  return { items: rows.map(toSummary), page, limit, total: int(c.accounts), nextCursor: null };
}

export async function getAccount(db: ReadDb, address: string): Promise<AccountDetail | undefined> {
  const r = await accountQuery(db).where('a.address', '=', address).executeTakeFirst();
  if (r === undefined) return undefined;
  return {
    ...toSummary(r),
    isWitness: r.is_witness,
    createdAt: ms(r.created_at),
    lastActiveAt: ms(r.last_active_at),
    frozenForBandwidth: amount(r.frozen_bandwidth),
    frozenForEnergy: amount(r.frozen_energy),
    delegatedOut: amount(r.delegated_out),
    delegatedIn: amount(r.delegated_in),
    unfreezing: amount(r.unfreezing),
    votesCast: amount(r.votes_cast),
    bandwidth: { used: amount(r.bandwidth_used), limit: amount(r.bandwidth_limit) },
    energy: { used: amount(r.energy_used), limit: amount(r.energy_limit) },
    transfersIn: int(r.transfers_in),
    transfersOut: int(r.transfers_out),
    tokenCount: r.token_count,
  };
}

/** POX first, then every token the address holds, largest raw balance first. */
export async function accountTokens(db: ReadDb, address: string) {
  const [account, rows] = await Promise.all([
    db.selectFrom('accounts').select('balance').where('address', '=', address).executeTakeFirst(),
    db
      .selectFrom('token_balances as b')
      .innerJoin('tokens as t', 't.id', 'b.token_id')
      .select([
        'b.token_id',
        'b.balance',
        't.standard as t_standard',
        't.symbol as t_symbol',
        't.name as t_name',
        't.decimals as t_decimals',
      ])
      .where('b.address', '=', address)
      .where('b.token_id', '!=', '_')
      .where('b.balance', '>', '0')
      .orderBy('b.balance', 'desc')
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
    .leftJoin('witnesses as w', 'w.address', 'v.witness')
    .select(['v.witness', 'v.count', 'w.name'])
    .where('v.voter', '=', address)
    .orderBy('v.count', 'desc')
    .execute();
  return rows.map((r) => ({ witness: r.witness, witnessName: r.name, count: amount(r.count) }));
}

export async function accountInternalTransactions(
  db: ReadDb,
  address: string,
  limit: number,
  cursor?: string,
) {
  const side = (column: 'from_address' | 'to_address') =>
    db
      .selectFrom('internal_transactions')
      .selectAll()
      .where(column, '=', address)
      .where('seq', '<', cursor ?? MAX_SEQ)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
  const [a, b] = await Promise.all([side('from_address'), side('to_address')]);
  const merged = new Map([...a, ...b].map((r) => [r.seq, r]));
  const rows = [...merged.values()].sort((x, y) => (BigInt(y.seq) > BigInt(x.seq) ? 1 : -1)).slice(0, limit);
  return {
    items: rows.map((i) => ({
      index: i.index,
      hash: i.hash,
      from: i.from_address,
      to: i.to_address,
      amount: amount(i.amount),
      note: i.note,
      rejected: i.rejected,
      transactionHash: i.transaction_hash,
      blockNumber: int(i.block_number),
      timestamp: i.timestamp.getTime(),
    })),
    nextCursor: nextCursor(rows, limit),
  };
}

export async function contractEvents(db: ReadDb, address: string, limit: number, cursor?: string) {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('contract_address', '=', address)
    .where('seq', '<', cursor ?? MAX_SEQ)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return {
    items: rows.map((l) => ({
      index: l.log_index,
      address: l.contract_address,
      topics: l.topics,
      data: l.data,
      eventName: l.event_name,
      transactionHash: l.transaction_hash,
      blockNumber: int(l.block_number),
      timestamp: l.timestamp.getTime(),
    })),
    nextCursor: nextCursor(rows, limit),
  };
}

/** Daily series from the roll-up table, oldest first. */
export async function dailySeries(
  db: ReadDb,
  column: 'new_accounts' | 'transfers' | 'transactions',
  days = 30,
) {
  const rows = await db
    .selectFrom('daily_stats')
    .select([sql<string>`(extract(epoch from day) * 1000)::bigint`.as('day_ms'), column])
    .orderBy('day', 'desc')
    .limit(days)
    .execute();
  return rows
    .map((r) => ({ day: int(r.day_ms), value: int((r as Record<string, string>)[column]) }))
    .reverse();
}

export async function accountStats(db: ReadDb) {
  const [c, daily] = await Promise.all([
    readCounters(db, ['accounts', 'contracts']),
    dailySeries(db, 'new_accounts'),
  ]);
  return {
    accounts: int(c.accounts),
    newAccounts24h: daily.at(-1)?.value ?? 0,
    contracts: int(c.contracts),
    dailyNewAccounts: daily,
  };
}
