import type { Db } from '@poxscan/db';
import { toHexAddress } from '@poxscan/protocol';
import { sql } from 'kysely';
import { base58 } from '../decode/addresses.js';
import type { NodeClient } from '../node/client.js';
import { accountState } from '../refresh/account-state.js';
import type { Differences } from './report.js';

const votesText = (list: { witness: string; votes: number | string }[]) =>
  list
    .map((v) => `${v.witness}:${v.votes}`)
    .sort()
    .join(',');

// An account's Stake 1.0 columns, in StakeV1's order.
const V1_TEXT = `concat_ws('/', frozen_v1_bandwidth, frozen_v1_energy, frozen_v1_power, delegated_out_v1_bandwidth,
  delegated_out_v1_energy, delegated_in_v1_bandwidth, delegated_in_v1_energy)`;

/** Sampled accounts: balance, kind, Stake 1.0, votes, stakes and PRC10 holdings as the node has them now. */
export async function auditAccounts(
  db: Db,
  node: NodeClient,
  sample: number,
  diff: Differences,
): Promise<void> {
  const accounts = await sql<{ address: string; balance: string; kind: string; v1: string }>`
    SELECT address, balance::text AS balance, kind, ${sql.raw(V1_TEXT)} AS v1 FROM accounts ORDER BY random() LIMIT ${sample}`.execute(
    db.kysely,
  );
  const { timestamp } = await node.head();
  for (const a of accounts.rows) {
    const hex = toHexAddress(a.address);
    const s = accountState(a.address, await node.account(hex), await node.accountResource(hex), timestamp);
    diff.compare('account', a.address, 'balance', a.balance, s.balance);
    diff.compare('account', a.address, 'kind', a.kind, s.kind);
    const k = s.stakeV1;
    diff.compare(
      'account',
      a.address,
      'stake_v1',
      a.v1,
      [
        k.frozenBandwidth,
        k.frozenEnergy,
        k.frozenPower,
        k.delegatedOutBandwidth,
        k.delegatedOutEnergy,
        k.delegatedInBandwidth,
        k.delegatedInEnergy,
      ].join('/'),
    );
    const votes = await db.kysely
      .selectFrom('votes')
      .select(['witness_address', 'votes'])
      .where('voter_address', '=', a.address)
      .execute();
    diff.compare(
      'account',
      a.address,
      'votes',
      votesText(votes.map((v) => ({ witness: v.witness_address, votes: v.votes }))),
      votesText(s.votes),
    );
    const stakes = await db.kysely
      .selectFrom('stakes')
      .select(['resource', 'amount'])
      .where('address', '=', a.address)
      .orderBy('resource')
      .execute();
    diff.compare(
      'account',
      a.address,
      'stakes',
      stakes.map((x) => `${x.resource}:${x.amount}`).join(','),
      s.stakes
        .map((x) => `${x.resource}:${x.amount}`)
        .sort()
        .join(','),
    );
    const assets = await sql<{ token_id: string; balance: string }>`
      SELECT h.token_id, h.balance::text AS balance FROM token_holders h JOIN tokens t ON t.id = h.token_id
      WHERE t.standard = 'PRC10' AND h.address = ${a.address} ORDER BY h.token_id`.execute(db.kysely);
    diff.compare(
      'account',
      a.address,
      'prc10',
      assets.rows.map((x) => `${x.token_id}:${x.balance}`).join(','),
      [...s.assets]
        .sort(([x], [y]) => (x < y ? -1 : 1))
        .map(([t, b]) => `${t}:${b}`)
        .join(','),
    );
  }
}

async function balanceOf(node: NodeClient, token: string, holder: string): Promise<bigint | null> {
  const parameter = toHexAddress(holder).slice(2).padStart(64, '0');
  const reply = await node.constantCall(toHexAddress(token), 'balanceOf(address)', parameter);
  const result = reply.constant_result?.[0];
  return reply.result?.result === true && result ? BigInt(`0x${result}`) : null;
}

/** Sampled PRC20/PRC721 holders against balanceOf, and token supplies against totalSupply. */
export async function auditTokens(
  db: Db,
  node: NodeClient,
  sample: number,
  diff: Differences,
): Promise<void> {
  const holders = await sql<{ token_id: string; address: string; balance: string }>`
    SELECT h.token_id, h.address, h.balance::text AS balance FROM token_holders h JOIN tokens t ON t.id = h.token_id
    WHERE t.standard IN ('PRC20', 'PRC721') ORDER BY random() LIMIT ${sample}`.execute(db.kysely);
  for (const h of holders.rows) {
    diff.compare(
      'holder',
      `${h.token_id} ${h.address}`,
      'balance',
      h.balance,
      await balanceOf(node, h.token_id, h.address),
    );
  }
  const tokens = await sql<{ id: string; total_supply: string | null }>`
    SELECT id, total_supply::text AS total_supply FROM tokens WHERE standard = 'PRC20' ORDER BY random() LIMIT ${sample}`.execute(
    db.kysely,
  );
  for (const t of tokens.rows) {
    const reply = await node.constantCall(toHexAddress(t.id), 'totalSupply()');
    const result = reply.constant_result?.[0];
    diff.compare('token', t.id, 'total_supply', t.total_supply, result ? BigInt(`0x${result}`) : null);
  }
}

/** Every SR the node lists: URL, votes at the last maintenance and now, whether it is active. */
export async function auditWitnesses(db: Db, node: NodeClient, diff: Differences): Promise<void> {
  const now = await node.nowWitnesses();
  const nowVotes = new Map(now?.map((w) => [base58(w.address), Number(w.voteCount ?? 0)]));
  for (const w of await node.witnesses()) {
    const address = base58(w.address);
    const ours = await db.kysely
      .selectFrom('witnesses')
      .selectAll()
      .where('address', '=', address)
      .executeTakeFirst();
    diff.compare('witness', address, 'url', ours?.url, w.url ?? null);
    diff.compare('witness', address, 'vote_count', ours?.vote_count, Number(w.voteCount ?? 0));
    diff.compare('witness', address, 'now_votes', ours?.now_votes, nowVotes.get(address) ?? null);
    diff.compare('witness', address, 'is_active', ours?.is_active, w.isJobs === true);
  }
}
