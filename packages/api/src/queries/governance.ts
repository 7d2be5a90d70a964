import { sql } from 'kysely';
import type { ReadDb } from '../db/read-model.js';
import type { Witness } from '../schemas/governance.js';
import { amount, int } from './convert.js';
import { readCounters } from './counters.js';

type WitnessRow = {
  address: string;
  name: string | null;
  url: string | null;
  vote_count: string;
  produced: string;
  missed: string;
  latest_block: string | null;
  active: boolean;
  partner: boolean;
  brokerage: number;
};

function toWitness(r: WitnessRow, rank: number, totalVotes: bigint): Witness {
  const votes = BigInt(amount(r.vote_count));
  return {
    rank,
    address: r.address,
    name: r.name,
    url: r.url,
    votes: votes.toString(),
    voteShare: totalVotes > 0n ? Number((votes * 1_000_000n) / totalVotes) / 1_000_000 : 0,
    produced: int(r.produced),
    missed: int(r.missed),
    latestBlock: r.latest_block === null ? null : int(r.latest_block),
    active: r.active,
    partner: r.partner,
    brokerage: r.brokerage,
  };
}

/** SRs (or partners) by votes. The witness set is small (hundreds), so it is read whole. */
export async function listWitnesses(db: ReadDb, partner: boolean, limit: number) {
  const [rows, c] = await Promise.all([
    db
      .selectFrom('witnesses')
      .selectAll()
      .where('partner', '=', partner)
      .orderBy('vote_count', 'desc')
      .orderBy('address')
      .limit(limit)
      .execute(),
    readCounters(db, ['total_votes']),
  ]);
  const total = BigInt(amount(c.total_votes));
  return { witnesses: rows.map((r, i) => toWitness(r, i + 1, total)), totalVotes: total.toString() };
}

/** Vote candidates filtered by a name or address prefix; ranks are the overall ranks. */
export async function votesList(db: ReadDb, term: string, page: number, limit: number) {
  const ranked = db
    .selectFrom('witnesses')
    .selectAll()
    .select(sql<string>`row_number() over (order by vote_count desc, address)`.as('rank'))
    .as('r');
  let q = db.selectFrom(ranked).selectAll();
  const t = term.trim().toLowerCase();
  if (t !== '') {
    const like = `${t.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where((eb) =>
      eb.or([eb(sql`lower(r.name)`, 'like', like), eb(sql`lower(r.address)`, 'like', like)]),
    );
  }
  const [rows, c] = await Promise.all([
    q
      .orderBy('rank')
      .offset((page - 1) * limit)
      .limit(limit + 1)
      .execute(),
    readCounters(db, ['total_votes', 'witnesses']),
  ]);
  const total = BigInt(amount(c.total_votes));
  const items = rows.slice(0, limit).map((r) => toWitness(r, int(r.rank), total));
  const hasMore = rows.length > limit;
  return {
    items,
    page,
    limit,
    total: t === '' ? int(c.witnesses) : (page - 1) * limit + items.length + (hasMore ? 1 : 0),
    nextCursor: null,
  };
}

export async function votesData(db: ReadDb) {
  const [c, next] = await Promise.all([
    readCounters(db, ['total_votes', 'voters', 'witnesses']),
    db
      .selectFrom('chain_parameters')
      .select('value')
      .where('key', '=', 'nextMaintenanceTime')
      .executeTakeFirst(),
  ]);
  return {
    totalVotes: amount(c.total_votes),
    voters: int(c.voters),
    witnesses: int(c.witnesses),
    nextMaintenanceAt: next ? int(next.value) : null,
  };
}

export async function stakedData(db: ReadDb, address: string | undefined) {
  const c = await readCounters(db, ['total_staked', 'total_votes']);
  let account = null;
  if (address !== undefined) {
    const [a, votes] = await Promise.all([
      db
        .selectFrom('accounts')
        .select(['frozen_bandwidth', 'frozen_energy', 'unfreezing', 'votes_cast'])
        .where('address', '=', address)
        .executeTakeFirst(),
      db
        .selectFrom('votes')
        .select(['witness', 'count'])
        .where('voter', '=', address)
        .orderBy('count', 'desc')
        .execute(),
    ]);
    account = {
      address,
      stakedForBandwidth: amount(a?.frozen_bandwidth),
      stakedForEnergy: amount(a?.frozen_energy),
      unfreezing: amount(a?.unfreezing),
      votesCast: amount(a?.votes_cast),
      votes: votes.map((v) => ({ witness: v.witness, count: amount(v.count) })),
    };
  }
  return { totalStaked: amount(c.total_staked), totalVotes: amount(c.total_votes), account };
}

export async function networkParameters(db: ReadDb) {
  const rows = await db.selectFrom('chain_parameters').select(['key', 'value']).orderBy('key').execute();
  return rows.map((r) => ({ key: r.key, value: r.value }));
}

export async function proposals(db: ReadDb) {
  const rows = await db.selectFrom('proposals').selectAll().orderBy('id', 'desc').limit(500).execute();
  return rows.map((p) => ({
    id: int(p.id),
    proposer: p.proposer,
    parameters: Object.entries((p.parameters ?? {}) as Record<string, string | number>).map(
      ([key, value]) => ({
        key,
        value: String(value),
      }),
    ),
    approvals: p.approvals,
    state: p.state,
    createdAt: p.created_at.getTime(),
    expiresAt: p.expires_at.getTime(),
  }));
}

export async function poxStaking(db: ReadDb) {
  const c = await readCounters(db, [
    'total_staked',
    'staked_bandwidth',
    'staked_energy',
    'total_votes',
    'witnesses',
    'total_supply',
  ]);
  const supply = Number(c.total_supply);
  return {
    totalStaked: amount(c.total_staked),
    stakedForBandwidth: amount(c.staked_bandwidth),
    stakedForEnergy: amount(c.staked_energy),
    totalVotes: amount(c.total_votes),
    witnesses: int(c.witnesses),
    stakingRatio: supply > 0 ? Number(c.total_staked) / supply : 0,
  };
}

export async function tvlGraph(db: ReadDb, days = 90) {
  const rows = await db
    .selectFrom('daily_stats')
    .select([sql<string>`(extract(epoch from day) * 1000)::bigint`.as('day_ms'), 'total_staked'])
    .orderBy('day', 'desc')
    .limit(days)
    .execute();
  return rows.map((r) => ({ day: int(r.day_ms), staked: amount(r.total_staked) })).reverse();
}
