import { txContractAddress } from '@poxscan/db';
import { toHexAddress } from '@poxscan/protocol';
import { sql } from 'kysely';
import {
  type CorrectionReason,
  holderBalances,
  recordCorrections,
  setHolderBalances,
} from '../derive/holders.js';
import type { NodeClient } from '../node/client.js';
import { mapLimit } from '../util/map-limit.js';
import type { Trx } from '../write/bulk.js';
import { enqueueRefresh } from '../write/refresh-queue.js';
import { recentTxSeq } from './drift.js';

export interface FetchedHolders {
  keys: string[];
  /** the node's head while balanceOf was asked (the same before and after), else undefined */
  head: { number: number; hash: string } | undefined;
  /** balanceOf per key; null when the contract did not answer it */
  balances: Map<string, bigint | null>;
}

/** balanceOf(holder) on the token's contract, as the node's head has it; null when it does not answer. */
export async function balanceOf(node: NodeClient, token: string, holder: string): Promise<bigint | null> {
  const parameter = toHexAddress(holder).slice(2).padStart(64, '0');
  const reply = await node.constantCall(toHexAddress(token), 'balanceOf(address)', parameter);
  const result = reply.constant_result?.[0];
  return reply.result?.result === true && result ? BigInt(`0x${result}`) : null;
}

/**
 * Reads the queued holders' balances from the node. A constant call answers for the node's head, so
 * the head is read before and after: the answers only count when it did not move meanwhile.
 */
export async function fetchHolders(node: NodeClient, keys: string[]): Promise<FetchedHolders> {
  const before = await node.head();
  const answers = await mapLimit(keys, 4, (key) => {
    const [, token, address] = key.split(' ') as [string, string, string];
    return balanceOf(node, token, address);
  });
  const after = await node.head();
  return {
    keys,
    head: before.hash === after.hash ? { number: after.number, hash: after.hash } : undefined,
    balances: new Map(keys.map((k, i) => [k, answers[i]!])),
  };
}

/** True when the database holds exactly the blocks up to `head` (what the node answered for). */
export async function atCheckpoint(
  trx: Trx,
  head: { number: number; hash: string } | undefined,
): Promise<boolean> {
  if (head === undefined) return false;
  const checkpoint = await trx
    .selectFrom('sync_checkpoint')
    .select(['block_num', 'block_hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return checkpoint?.block_num === head.number && checkpoint.block_hash === head.hash;
}

/**
 * Sets each holder's balance to what the node answered, recording the difference, when the database
 * holds exactly the blocks the node answered for; otherwise asks again later.
 */
export async function writeHolders(trx: Trx, fetched: FetchedHolders): Promise<void> {
  const checkpoint = await trx
    .selectFrom('sync_checkpoint')
    .select(['block_num', 'block_hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!(await atCheckpoint(trx, fetched.head))) {
    await enqueueRefresh(trx, 'holder', fetched.keys, checkpoint?.block_num ?? 0);
    return;
  }
  const parsed = fetched.keys.map((k) => k.split(' ') as [CorrectionReason, string, string]);
  const current = await holderBalances(
    trx,
    parsed.map(([, t, a]) => [t, a]),
  );
  const changes = parsed.flatMap(([reason, token, address], i) => {
    const node = fetched.balances.get(fetched.keys[i]!);
    const before = current.get(`${token}\n${address}`) ?? 0n;
    return node === null || node === undefined || node === before
      ? []
      : [{ reason, token, address, before, after: node }];
  });
  // One holder may be queued for two reasons: correct it once.
  const unique = [...new Map(changes.map((c) => [`${c.token} ${c.address}`, c])).values()];
  await setHolderBalances(trx, unique);
  for (const reason of ['negative', 'supply_drift', 'recent'] as const) {
    const rows = unique.filter((c) => c.reason === reason);
    await recordCorrections(
      trx,
      reason,
      rows.map((c) => ({ token: c.token, address: c.address, delta: c.after - c.before })),
      fetched.head!.number,
    );
  }
}

/**
 * Tokens whose holders' balances no longer add up to their total supply (just read from the node):
 * every holder (and recent caller) is queued for balanceOf. Only when the gap changed since the last check, since the
 * part held by addresses the indexed blocks never named stays unexplained.
 */
export async function checkSupplyDrift(
  trx: Trx,
  supplies: { id: string; totalSupply: bigint }[],
): Promise<void> {
  for (const { id, totalSupply } of supplies) {
    const { rows } = await sql<{ held: string; gap: string | null }>`
      SELECT COALESCE(sum(balance), 0)::text AS held,
        (SELECT value::text FROM chain_state WHERE key = ${`holder_gap:${id}`}) AS gap
      FROM token_holders WHERE token_id = ${id}`.execute(trx);
    const gap = totalSupply - BigInt(rows[0]!.held);
    if (rows[0]!.gap !== null && BigInt(rows[0]!.gap) === gap) continue;
    await sql`INSERT INTO chain_state (key, value, refreshed_at) VALUES (${`holder_gap:${id}`}, ${gap.toString()}, now())
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, refreshed_at = now()`.execute(trx);
    if (gap === 0n) continue;
    await driftCandidatesStatement(id).execute(trx);
  }
}

/**
 * Queues balanceOf checks of a token's holders and of its recent callers, whose supply no longer adds
 * up: a mint without a Transfer event names no holder.
 */
export function driftCandidatesStatement(id: string) {
  return sql`WITH c AS (SELECT COALESCE((SELECT block_num FROM sync_checkpoint WHERE id = 1), 0) AS n)
    INSERT INTO refresh_queue (kind, key, block_num)
    SELECT 'holder', concat_ws(' ', 'supply_drift', ${id}::text, a.address), c.n FROM c, (
      SELECT address FROM token_holders WHERE token_id = ${id}::text
      UNION SELECT t.owner_address FROM transactions t, c
        WHERE t.seq >= ${recentTxSeq} AND ${txContractAddress('t')} = ${id}::text) a
    ORDER BY a.address ON CONFLICT (kind, key) DO NOTHING`;
}
