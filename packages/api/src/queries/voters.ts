import type { ReadDb } from '../db/api-db.js';

/** Where a page of voters resumes: after this (votes, voter) in the order votes desc, voter asc. */
export interface VotersCursor {
  votes: number;
  voter: string;
}

export const encodeVotersCursor = (c: VotersCursor) => `${c.votes}:${c.voter}`;

export function decodeVotersCursor(text: string): VotersCursor {
  const [votes, voter] = text.split(':');
  return { votes: Number(votes), voter: voter ?? '' };
}

/**
 * The current voters of an SR, most votes first, a keyset page at a time through the index
 * `(witness_address, votes DESC, voter_address)`: `votes <= v` bounds the range scan, the rest only
 * skips the voters tied at `v` already shown.
 */
export async function witnessVoters(db: ReadDb, witness: string, limit: number, cursor?: VotersCursor) {
  let q = db
    .selectFrom('votes as v')
    .leftJoin('accounts as a', 'a.address', 'v.voter_address')
    .select(['v.voter_address', 'v.votes', 'a.name'])
    .where('v.witness_address', '=', witness);
  if (cursor !== undefined) {
    q = q
      .where('v.votes', '<=', cursor.votes)
      .where((eb) => eb.or([eb('v.votes', '<', cursor.votes), eb('v.voter_address', '>', cursor.voter)]));
  }
  const rows = await q
    .orderBy('v.votes', 'desc')
    .orderBy('v.voter_address')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({ address: r.voter_address, name: r.name, votes: String(r.votes) })),
    nextCursor:
      rows.length > limit && last !== undefined
        ? encodeVotersCursor({ votes: Number(last.votes), voter: last.voter_address })
        : null,
  };
}
