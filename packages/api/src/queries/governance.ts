import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import type { Witness } from '../schemas/governance.js';
import { amount } from './convert.js';

/** Super representatives are the 27 most voted; the next 100 are their partners (standby). */
export const SR_COUNT = 27;
export const PARTNER_COUNT = 100;

function rankedWitnesses(db: ReadDb) {
  return db
    .selectFrom('witnesses as w')
    .leftJoin('accounts as a', 'a.address', 'w.address')
    .selectAll('w')
    .select(['a.name', sql<number>`row_number() over (order by w.vote_count desc, w.address)`.as('rank')]);
}
type Row = Awaited<ReturnType<ReturnType<typeof rankedWitnesses>['execute']>>[number];

function toWitness(r: Row, totalVotes: bigint): Witness {
  const votes = BigInt(r.vote_count);
  return {
    rank: Number(r.rank),
    address: r.address,
    name: r.name,
    url: r.url,
    votes: votes.toString(),
    voteShare: totalVotes > 0n ? Number((votes * 1_000_000n) / totalVotes) / 1_000_000 : 0,
    produced: r.total_produced,
    missed: r.total_missed,
    latestBlock: r.latest_block_num > 0 ? r.latest_block_num : null,
    active: r.is_active,
    partner: Number(r.rank) > SR_COUNT,
    brokerage: r.brokerage,
  };
}

/** SRs (ranks 1–27) or partners (28–127) by votes. The witness set is small, so it is ranked whole. */
export async function listWitnesses(db: ReadDb, partner: boolean, limit: number, totalVotes: string) {
  const [low, high] = partner ? [SR_COUNT + 1, SR_COUNT + PARTNER_COUNT] : [1, SR_COUNT];
  const rows = await db
    .selectFrom(rankedWitnesses(db).as('r'))
    .selectAll()
    .where('r.rank', '>=', low)
    .where('r.rank', '<=', high)
    .orderBy('r.rank')
    .limit(limit)
    .execute();
  const total = BigInt(totalVotes);
  return { witnesses: rows.map((r) => toWitness(r, total)), totalVotes };
}

/** Vote candidates filtered by a name or address prefix; ranks stay the overall ranks. */
export async function votesList(
  db: ReadDb,
  term: string,
  page: number,
  limit: number,
  totals: { totalVotes: string; witnesses: number },
) {
  let q = db.selectFrom(rankedWitnesses(db).as('r')).selectAll();
  const t = term.trim().toLowerCase();
  if (t !== '') {
    const like = `${t.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where((eb) =>
      eb.or([eb(sql`lower(r.name)`, 'like', like), eb(sql`lower(r.address)`, 'like', like)]),
    );
  }
  const rows = await q
    .orderBy('r.rank')
    .offset((page - 1) * limit)
    .limit(limit + 1)
    .execute();
  const total = BigInt(totals.totalVotes);
  const items = rows.slice(0, limit).map((r) => toWitness(r, total));
  const hasMore = rows.length > limit;
  return {
    items,
    page,
    limit,
    // With a term, the total is what is known so far: this page and whether one more exists.
    total: t === '' ? totals.witnesses : (page - 1) * limit + items.length + (hasMore ? 1 : 0),
    nextCursor: null,
  };
}

export async function nextMaintenance(db: ReadDb): Promise<number | null> {
  const row = await db
    .selectFrom('chain_state')
    .select('value')
    .where('key', '=', 'next_maintenance_time')
    .executeTakeFirst();
  return row ? Number(row.value) : null;
}

export async function accountStake(db: ReadDb, address: string) {
  const [a, votes] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['frozen_bandwidth', 'frozen_energy', 'unfreezing', 'votes_cast'])
      .where('address', '=', address)
      .executeTakeFirst(),
    db
      .selectFrom('votes')
      .select(['witness_address', 'votes'])
      .where('voter_address', '=', address)
      .orderBy('votes', 'desc')
      .execute(),
  ]);
  return {
    address,
    stakedForBandwidth: amount(a?.frozen_bandwidth),
    stakedForEnergy: amount(a?.frozen_energy),
    unfreezing: amount(a?.unfreezing),
    votesCast: amount(a?.votes_cast),
    votes: votes.map((v) => ({ witness: v.witness_address, count: String(v.votes) })),
  };
}

export async function networkParameters(db: ReadDb) {
  const rows = await db.selectFrom('chain_parameters').select(['key', 'value']).orderBy('key').execute();
  return rows.map((r) => ({ key: r.key, value: amount(r.value) }));
}

export async function proposals(db: ReadDb) {
  const [rows, names] = await Promise.all([
    db.selectFrom('proposals').selectAll().orderBy('id', 'desc').limit(500).execute(),
    db
      .selectFrom('chain_parameters')
      .select(['key', 'proposal_key'])
      .where('proposal_key', 'is not', null)
      .execute(),
  ]);
  const nameOf = new Map(names.map((n) => [n.proposal_key, n.key]));
  return rows.map((p) => ({
    id: p.id,
    proposer: p.proposer_address,
    parameters: (p.parameters ?? []).map(({ key, value }) => ({
      key: nameOf.get(key) ?? String(key),
      value: String(value),
    })),
    approvals: p.approvals ?? [],
    state: p.state,
    createdAt: p.created_at.getTime(),
    expiresAt: p.expires_at.getTime(),
  }));
}
