import { parseAddress } from '@poxscan/protocol';
import type { ReadDb } from '../../db/api-db.js';

/** Token balances listed per account: enough for any real holder, and a bound on the answer. */
const MAX_TOKENS = 1000;

const hex = (address: string) => (parseAddress(address) as { hex: string }).hex;
const ms = (d: Date | null) => (d === null ? undefined : d.getTime());

/** An account in getaccount's shape, with TronGrid's `trc20` balances; undefined when never seen. */
export async function accountJson(db: ReadDb, address: string) {
  const a = await db.selectFrom('accounts').selectAll().where('address', '=', address).executeTakeFirst();
  if (a === undefined) return undefined;
  const [tokens, stakes, votes] = await Promise.all([
    db
      .selectFrom('token_holders as h')
      .innerJoin('tokens as t', 't.id', 'h.token_id')
      .select(['h.token_id', 'h.balance', 't.standard'])
      .where('h.address', '=', address)
      .where('t.standard', 'in', ['PRC10', 'PRC20'])
      .orderBy('h.token_id')
      .limit(MAX_TOKENS)
      .execute(),
    db.selectFrom('stakes').select(['resource', 'amount']).where('address', '=', address).execute(),
    db
      .selectFrom('votes')
      .select(['witness_address', 'votes'])
      .where('voter_address', '=', address)
      .execute(),
  ]);
  const created = ms(a.created_at) ?? ms(a.first_seen_at);
  return {
    address: hex(a.address),
    balance: Number(a.balance),
    ...(created === undefined ? {} : { create_time: created }),
    latest_opration_time: a.last_seen_at.getTime(),
    ...(a.kind === 'contract' ? { type: 'Contract' } : {}),
    ...(a.kind === 'sr' ? { is_witness: true } : {}),
    ...(a.name === null ? {} : { account_name: Buffer.from(a.name).toString('hex') }),
    allowance: Number(a.allowance),
    net_usage: Number(a.net_used),
    free_net_usage: Number(a.free_net_used),
    account_resource: {
      energy_usage: Number(a.energy_used),
      delegated_frozenV2_balance_for_energy: Number(a.delegated_out_energy),
      acquired_delegated_frozenV2_balance_for_energy: Number(a.delegated_in_energy),
    },
    delegated_frozenV2_balance_for_bandwidth: Number(a.delegated_out_bandwidth),
    acquired_delegated_frozenV2_balance_for_bandwidth: Number(a.delegated_in_bandwidth),
    frozenV2: stakes.map((s) => ({
      ...(s.resource === 'BANDWIDTH' ? {} : { type: s.resource }),
      amount: Number(s.amount),
    })),
    votes: votes.map((v) => ({ vote_address: hex(v.witness_address), vote_count: Number(v.votes) })),
    assetV2: tokens
      .filter((t) => t.standard === 'PRC10')
      .map((t) => ({ key: t.token_id, value: Number(t.balance) })),
    trc20: tokens.filter((t) => t.standard === 'PRC20').map((t) => ({ [t.token_id]: String(t.balance) })),
  };
}

/** getaccountresource's figures, in TronGrid's snake_case. */
export async function accountResources(db: ReadDb, address: string) {
  const a = await db
    .selectFrom('accounts')
    .select(['free_net_used', 'free_net_limit', 'net_used', 'net_limit', 'energy_used', 'energy_limit'])
    .where('address', '=', address)
    .executeTakeFirst();
  if (a === undefined) return undefined;
  return {
    free_net_used: Number(a.free_net_used),
    free_net_limit: Number(a.free_net_limit),
    net_used: Number(a.net_used),
    net_limit: Number(a.net_limit),
    energy_used: Number(a.energy_used),
    energy_limit: Number(a.energy_limit),
  };
}
