import { sql } from 'kysely';
import { base58 } from '../decode/addresses.js';
import { recountVotes } from '../derive/apply.js';
import type { NodeClient } from '../node/client.js';
import type { WitnessJson } from '../node/types.js';
import { mapLimit } from '../util/map-limit.js';
import { col, type Trx, unnestRows } from '../write/bulk.js';

export interface WitnessState {
  /** listwitnesses: votes as counted at the last maintenance */
  json: WitnessJson;
  address: string;
  /** getpaginatednowwitnesslist: the real-time tally; null when the node does not serve it */
  nowVotes: number | null;
  brokerage: number;
  reward: bigint;
}

export async function fetchWitnesses(node: NodeClient): Promise<WitnessState[]> {
  const [list, now] = await Promise.all([node.witnesses(), node.nowWitnesses()]);
  const nowVotes = new Map(now?.map((w) => [base58(w.address), Number(w.voteCount ?? 0)]));
  return mapLimit(list, 4, async (w) => {
    const [brokerage, reward] = await Promise.all([node.brokerage(w.address), node.reward(w.address)]);
    const address = base58(w.address);
    return { json: w, address, nowVotes: nowVotes.get(address) ?? null, brokerage, reward };
  });
}

export async function writeWitnesses(trx: Trx, witnesses: WitnessState[]): Promise<void> {
  if (witnesses.length === 0) return;
  const list = [...witnesses].sort((a, b) => (a.address < b.address ? -1 : 1));
  const v = (f: (w: WitnessState) => unknown) => list.map(f);
  await sql`INSERT INTO witnesses (address, url, vote_count, now_votes, total_produced, total_missed, latest_block_num, latest_slot_num,
      is_active, brokerage, unclaimed_reward, refreshed_at, name)
    SELECT d.*, now(), (SELECT a.name FROM accounts a WHERE a.address = d.address) FROM ${unnestRows([
      col(
        'address',
        'text',
        v((w) => w.address),
      ),
      col(
        'url',
        'text',
        v((w) => w.json.url ?? null),
      ),
      col(
        'vote_count',
        'bigint',
        v((w) => Number(w.json.voteCount ?? 0)),
      ),
      col(
        'now_votes',
        'bigint',
        v((w) => w.nowVotes),
      ),
      col(
        'total_produced',
        'bigint',
        v((w) => Number(w.json.totalProduced ?? 0)),
      ),
      col(
        'total_missed',
        'bigint',
        v((w) => Number(w.json.totalMissed ?? 0)),
      ),
      col(
        'latest_block_num',
        'bigint',
        v((w) => Number(w.json.latestBlockNum ?? 0)),
      ),
      col(
        'latest_slot_num',
        'bigint',
        v((w) => Number(w.json.latestSlotNum ?? 0)),
      ),
      col(
        'is_active',
        'boolean',
        v((w) => w.json.isJobs === true),
      ),
      col(
        'brokerage',
        'integer',
        v((w) => w.brokerage),
      ),
      col(
        'unclaimed_reward',
        'numeric',
        v((w) => w.reward),
      ),
    ])}
    ON CONFLICT (address) DO UPDATE SET url = EXCLUDED.url, vote_count = EXCLUDED.vote_count, now_votes = EXCLUDED.now_votes,
      total_produced = EXCLUDED.total_produced, total_missed = EXCLUDED.total_missed,
      latest_block_num = EXCLUDED.latest_block_num, latest_slot_num = EXCLUDED.latest_slot_num,
      is_active = EXCLUDED.is_active, brokerage = EXCLUDED.brokerage, unclaimed_reward = EXCLUDED.unclaimed_reward,
      refreshed_at = EXCLUDED.refreshed_at, name = EXCLUDED.name`.execute(trx);
  await sql`UPDATE accounts SET kind = 'sr' WHERE address = ANY(${v((w) => w.address)}::text[]) AND kind = 'normal'`.execute(
    trx,
  );
  await recountVotes(
    trx,
    list.map((w) => w.address),
  );
}
