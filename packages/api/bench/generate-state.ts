import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import type { Scale } from './generate.js';

const param = (name: string, type: string, indexed?: boolean) => ({
  name,
  type,
  ...(indexed === undefined ? {} : { indexed }),
});

/** A TRC20's ABI as java-tron's getcontract gives it. */
const TRC20_ABI = {
  entrys: [
    ...['Transfer', 'Approval'].map((name, i) => ({
      inputs: [
        param(i === 0 ? 'from' : 'owner', 'address', true),
        param(i === 0 ? 'to' : 'spender', 'address', true),
        param('value', 'uint256', false),
      ],
      name,
      type: 'Event',
    })),
    ...[
      ['transfer', [param('to', 'address'), param('value', 'uint256')], 'bool', 'Nonpayable'],
      ['approve', [param('spender', 'address'), param('value', 'uint256')], 'bool', 'Nonpayable'],
      ['balanceOf', [param('who', 'address')], 'uint256', 'View'],
      ['totalSupply', [], 'uint256', 'View'],
      ['decimals', [], 'uint8', 'View'],
    ].map(([name, inputs, output, mutability]) => ({
      ...(mutability === 'View' ? { constant: true } : {}),
      inputs,
      name,
      outputs: [param('', output as string)],
      stateMutability: mutability,
      type: 'Function',
    })),
  ],
};

/** Accounts, tokens, holders, witnesses, counters and the daily series of a generated chain. */
export async function generateState(
  k: Db['kysely'],
  scale: Scale,
  bigToken: string,
  blocks: number,
): Promise<string> {
  await sql`
    INSERT INTO accounts (address, first_seen_block, first_seen_at, last_seen_block, last_seen_at, tx_count, balance, kind)
    SELECT address, 1, now() - interval '30 days', ${blocks}, now(), 50, (i::bigint * 7919 % 100000 + 1)::numeric * 1000000,
      CASE WHEN i < 27 THEN 'sr' ELSE 'normal' END
    FROM bench_addr`.execute(k);
  await sql`
    INSERT INTO tokens (id, standard, name, symbol, decimals, total_supply, holder_count, transfer_count, created_at)
    SELECT CASE WHEN t = 0 THEN ${bigToken} ELSE t::text || '000000' END, CASE WHEN t = 0 THEN 'PRC20' ELSE 'PRC10' END,
      CASE WHEN t = 0 THEN 'Tether USD' ELSE 'Token ' || t END, CASE WHEN t = 0 THEN 'USDT' ELSE 'TK' || t END, 6,
      '100000000000000000', CASE WHEN t = 0 THEN ${scale.addresses} ELSE t END, t, now() - interval '10 days'
    FROM generate_series(0, ${scale.tokens - 1}) t`.execute(k);
  // The token's contract, with the ABI java-tron gives for a TRC20 (its events decode by it).
  await sql`
    INSERT INTO contracts (address, creator_address, created_tx_hash, created_block, created_at, name, abi, tx_count)
    SELECT ${bigToken}, address, md5('token') || md5('created'), 1, now() - interval '30 days', 'TetherToken',
      ${JSON.stringify(TRC20_ABI)}::jsonb, ${Math.floor(scale.transactions / 3)}
    FROM bench_addr WHERE i = 1`.execute(k);
  await sql`
    INSERT INTO token_holders (token_id, address, balance)
    SELECT ${bigToken}, address, (i::bigint * 104729 % 1000000 + 1)::numeric * 1000000 FROM bench_addr`.execute(
    k,
  );
  await sql`
    INSERT INTO witnesses (address, vote_count, total_produced, is_active)
    SELECT address, (200 - i) * 1000000, 1000, i < 27 FROM bench_addr WHERE i < 127`.execute(k);
  await sql`
    INSERT INTO counters (name, value) VALUES ('blocks', ${blocks + 1}), ('transactions', ${scale.transactions}),
      ('transfers', ${scale.transactions}), ('accounts', ${scale.addresses}), ('tokens', ${scale.tokens}),
      ('tokens_prc10', ${scale.tokens - 1}), ('tokens_prc20', 1), ('contracts', 1),
      ('event_logs', ${Math.floor(scale.transactions / 3)})`.execute(k);
  await sql`
    INSERT INTO indexer_status (id, state, indexed_block, solidified_block, lag_ms, started_at, updated_at)
    VALUES (1, 'following', ${blocks}, ${blocks - 19}, 0, now(), now())`.execute(k);
  await sql`
    INSERT INTO daily_stats (day, blocks, transactions, transfers, new_accounts)
    SELECT (now() at time zone 'utc')::date - d, 28800, 144000, 144000, 100 FROM generate_series(0, 34) d`.execute(
    k,
  );
  return `${scale.addresses} accounts, ${scale.tokens} tokens`;
}
