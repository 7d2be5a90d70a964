import type { Db } from '@poxscan/db';
import { testAddress } from './addresses.js';
import { A, B, BLOCKS, GAME, T0, TRANSACTIONS, TRANSFERS, txHash, USDT, WITNESSES } from './seed-chain.js';

export const EVIL_TOKEN = testAddress('evil-token');

const account = (address: string, balance: string, extra: Record<string, unknown> = {}) => ({
  address,
  first_seen_block: 0,
  first_seen_at: new Date(T0),
  last_seen_block: BLOCKS - 1,
  last_seen_at: new Date(T0 + BLOCKS * 3000),
  balance,
  name: null,
  created_at: new Date(T0),
  ...extra,
});

/** Current state, statistics and editorial rows matching the seeded history. */
export async function seedState(db: Db): Promise<void> {
  const k = db.kysely;
  await k
    .insertInto('accounts')
    .values([
      account(A, '900000000000', {
        name: 'alice',
        tx_count: 59,
        power: '5000000000',
        frozen_bandwidth: '5000000000',
        votes_cast: '5000',
        transfers_out: 59,
        transfers_in: 59,
        token_count: 2,
      }),
      account(B, '1770000000', { tx_count: 118, transfers_in: 59, transfers_out: 58, token_count: 1 }),
      account(USDT, '0', { kind: 'contract', tx_count: 59 }),
      account(GAME, '42', { kind: 'contract' }),
      ...WITNESSES.map((w, i) => account(w, String(1_000_000 * (i + 1)), { kind: 'sr', name: `SR ${i}` })),
    ])
    .execute();
  await k
    .updateTable('tokens')
    .set({ holder_count: 34, transfer_count: 59, total_supply: '100000000000000000' })
    .where('id', '=', '_')
    .execute();
  const token = (
    id: string,
    standard: 'PRC10' | 'PRC20',
    name: string,
    symbol: string,
    decimals: number,
    extra: Record<string, unknown>,
  ) => ({
    id,
    standard,
    name,
    symbol,
    decimals,
    first_seen_block: 1,
    created_at: new Date(T0),
    ...extra,
  });
  await k
    .insertInto('tokens')
    .values([
      token(USDT, 'PRC20', 'Tether USD', 'USDT', 6, {
        total_supply: '1000000000000',
        holder_count: 2,
        transfer_count: 58,
        issuer_address: B,
        description: 'stablecoin',
        url: 'https://example.org',
      }),
      token('1000001', 'PRC10', 'Yuvi Coin', 'YUVI', 0, {
        total_supply: '1000000',
        holder_count: 1,
        issuer_address: A,
      }),
      token(EVIL_TOKEN, 'PRC20', '=cmd|calc', '+EVIL', 18, { total_supply: '1', issuer_address: B }),
    ])
    .execute();
  await k
    .insertInto('token_holders')
    .values([
      { token_id: USDT, address: A, balance: '600000000' },
      { token_id: USDT, address: B, balance: '999400000000' },
      { token_id: '1000001', address: A, balance: '1000000' },
    ])
    .execute();
  await k
    .insertInto('contracts')
    .values([
      {
        address: USDT,
        creator_address: B,
        created_tx_hash: txHash(2),
        created_block: 1,
        created_at: new Date(T0),
        name: 'TetherToken',
        abi: JSON.stringify([{ type: 'function', name: 'transfer' }]),
      },
      {
        address: GAME,
        creator_address: A,
        created_tx_hash: txHash(1),
        created_block: 2,
        created_at: new Date(T0 + 1000),
        name: 'DiceGame',
      },
    ])
    .execute();
  await k
    .insertInto('contract_verifications')
    .values({
      address: USDT,
      contract_name: 'TetherToken',
      compiler_version: 'v0.8.20',
      optimizer: true,
      optimizer_runs: 200,
      evm_version: 'paris',
      license: 'MIT',
      sources: JSON.stringify({ 'Tether.sol': 'contract TetherToken {}' }),
      abi: JSON.stringify([{ type: 'function', name: 'transfer' }]),
    })
    .execute();
  await k
    .insertInto('witnesses')
    .values(
      WITNESSES.map((address, i) => ({
        address,
        url: `https://sr${i}.example`,
        name: `SR ${i}`,
        vote_count: (30 - i) * 1000,
        total_produced: 40 - i,
        total_missed: i,
        latest_block_num: i < 5 ? 55 + i : 0,
        is_active: i < 27,
        brokerage: 20,
      })),
    )
    .execute();
  await k
    .insertInto('votes')
    .values({ voter_address: A, witness_address: WITNESSES[0]!, votes: 5000 })
    .execute();
  await k
    .insertInto('stakes')
    .values([
      { address: A, resource: 'BANDWIDTH', amount: '5000000000' },
      { address: B, resource: 'ENERGY', amount: '2000000' },
    ])
    .execute();
  await k
    .insertInto('proposals')
    .values({
      id: 1,
      proposer_address: WITNESSES[0]!,
      parameters: JSON.stringify([{ key: 11, value: '420' }]),
      approvals: JSON.stringify([WITNESSES[1]!]),
      state: 'PENDING',
      created_at: new Date(T0),
      expires_at: new Date(T0 + 3 * 86_400_000),
      refreshed_at: new Date(),
    })
    .execute();
  await k
    .insertInto('chain_parameters')
    .values([
      { key: 'getEnergyFee', proposal_key: 11, value: '420', refreshed_at: new Date() },
      { key: 'getTransactionFee', proposal_key: 3, value: '1000', refreshed_at: new Date() },
      { key: 'getMaintenanceTimeInterval', proposal_key: 0, value: '21600000', refreshed_at: new Date() },
    ])
    .execute();
  await k
    .insertInto('chain_state')
    .values([
      { key: 'next_maintenance_time', value: String(T0 + 21_600_000), refreshed_at: new Date() },
      { key: 'total_energy_limit', value: '90000000000', refreshed_at: new Date() },
      { key: 'total_net_limit', value: '43200000000', refreshed_at: new Date() },
    ])
    .execute();
  const counters = {
    blocks: BLOCKS,
    transactions: TRANSACTIONS,
    transfers: TRANSFERS,
    accounts: 34,
    contracts: 2,
    tokens: 3,
    tokens_prc10: 1,
    tokens_prc20: 2,
    event_logs: 58,
    internal_transactions: 1,
  };
  await k
    .insertInto('counters')
    .values(Object.entries(counters).map(([name, value]) => ({ name: name as 'blocks', value })))
    .execute();
  const day = (d: number) =>
    new Date(Math.floor(Date.now() / 86_400_000 - d) * 86_400_000).toISOString().slice(0, 10);
  await k
    .insertInto('daily_stats')
    .values(
      [2, 1, 0].map((d) => ({
        day: day(d),
        blocks: 20,
        transactions: 40 * (3 - d),
        transfers: 40 * (3 - d),
        new_accounts: 3 - d,
        volume: '1000',
        fees: '1000',
      })),
    )
    .execute();
  await k
    .insertInto('indexer_status')
    .values({
      id: 1,
      state: 'following',
      node_head_block: BLOCKS - 1,
      indexed_block: BLOCKS - 1,
      solidified_block: BLOCKS - 20,
      lag_blocks: 0,
      lag_ms: 1200,
      started_at: new Date(T0),
      updated_at: new Date(),
    })
    .execute();
  await k
    .insertInto('notifications')
    .values([{ message: 'Welcome to https://example.org/news' }, { message: 'Maintenance tonight' }])
    .execute();
  await k
    .insertInto('banners')
    .values({ title: 'Stake POX', link_url: 'https://example.org/stake' })
    .execute();
  await k
    .insertInto('name_tags')
    .values({ address: B, tag: 'Bob Exchange', description: 'hot wallet' })
    .execute();
}
