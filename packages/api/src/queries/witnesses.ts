import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import type { Witness } from '../schemas/governance.js';

/** Super representatives are the 27 most voted; the next 100 are their partners (standby). */
export const SR_COUNT = 27;
export const PARTNER_COUNT = 100;

/** The witness set is small (hundreds), so it is ranked whole on every read. Its name is w.name (0048). */
function rankedWitnesses(db: ReadDb) {
  return db
    .selectFrom('witnesses as w')
    .leftJoin('accounts as a', 'a.address', 'w.address')
    .selectAll('w')
    .select([
      'a.tx_count',
      sql<number>`row_number() over (order by w.vote_count desc, w.address)`.as('rank'),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof rankedWitnesses>['execute']>>[number];

function toWitness(r: Row, totalVotes: bigint): Witness {
  const votes = BigInt(r.vote_count);
  const now = r.now_votes === null ? null : BigInt(r.now_votes);
  return {
    rank: Number(r.rank),
    address: r.address,
    name: r.name,
    url: r.url,
    votes: votes.toString(),
    voteShare: totalVotes > 0n ? Number((votes * 1_000_000n) / totalVotes) / 1_000_000 : 0,
    realtimeVotes: now === null ? null : now.toString(),
    votesChange: now === null ? null : (now - votes).toString(),
    produced: r.total_produced,
    missed: r.total_missed,
    latestBlock: r.latest_block_num > 0 ? r.latest_block_num : null,
    active: r.is_active,
    partner: Number(r.rank) > SR_COUNT,
    brokerage: r.brokerage,
    transactions: Number(r.tx_count ?? 0),
  };
}

/** SRs (ranks 1–27) or partners (28–127) by votes. */
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

/** One SR or candidate with its rank, its blocks in the index and its current voters. */
export async function witnessDetail(
  db: ReadDb,
  address: string,
  totals: { totalVotes: string; votersByWitness: ReadonlyMap<string, number> },
) {
  const row = await db
    .selectFrom(rankedWitnesses(db).as('r'))
    .selectAll()
    .where('r.address', '=', address)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    ...toWitness(row, BigInt(totals.totalVotes)),
    blocksIndexed: row.blocks_indexed,
    voters: totals.votersByWitness.get(address) ?? 0,
  };
}
