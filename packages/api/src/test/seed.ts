import type { ReadDb } from '../db/read-model.js';
import { testAddress, testHash } from './addresses.js';

export const A = testAddress('alice');
export const B = testAddress('bob');
export const USDT = testAddress('usdt-contract');
export const GAME = testAddress('game-contract');
export const WITNESSES = [0, 1, 2, 3, 4].map((i) => testAddress(`witness-${i}`));
export const PARTNER = testAddress('partner-0');
export const BLOCKS = 60;
/** Blocks 1..59 hold two transactions each: a POX transfer A→B, then a USDT transfer B→A. */
export const TRANSACTIONS = (BLOCKS - 1) * 2;
export const T0 = Date.now() - 2 * 3600_000;
export const blockHash = (n: number) => testHash(`block-${n}`);
export const txHash = (seq: number) => testHash(`tx-${seq}`);

/** A small, consistent chain in the read model: every list and detail has something to show. */
export async function seed(db: ReadDb): Promise<void> {
  await db
    .insertInto('blocks')
    .values(
      Array.from({ length: BLOCKS }, (_, n) => ({
        number: String(n),
        hash: blockHash(n),
        parent_hash: n === 0 ? '0'.repeat(64) : blockHash(n - 1),
        timestamp: new Date(T0 + n * 3000),
        witness_address: WITNESSES[n % 5]!,
        tx_count: n === 0 ? 0 : 2,
        size: 200 + n,
        version: 30,
        tx_trie_root: testHash(`root-${n}`),
        energy_used: String(n * 10),
        bandwidth_used: String(n * 267),
        fees_burned: String(n * 1000),
        reward: '16000000',
      })),
    )
    .execute();
  const txs = [];
  const transfers = [];
  const events = [];
  for (let n = 1; n < BLOCKS; n++) {
    for (const i of [0, 1]) {
      const seq = (n - 1) * 2 + i + 1;
      const pox = i === 0;
      const base = { seq: String(seq), block_number: String(n), timestamp: new Date(T0 + n * 3000) };
      txs.push({
        ...base,
        hash: txHash(seq),
        index_in_block: i,
        contract_type: pox ? 1 : 31,
        from_address: pox ? A : B,
        to_address: pox ? B : USDT,
        amount: pox ? String(n * 1_000_000) : '0',
        token_id: pox ? '_' : null,
        fee: pox ? '0' : '345000',
        status: n === 7 && !pox ? 'FAILED' : 'SUCCESS',
        result: n === 7 && !pox ? 'REVERT' : 'SUCCESS',
        result_message: null,
        energy_usage: pox ? '0' : '13000',
        energy_fee: pox ? '0' : '345000',
        net_usage: '267',
        net_fee: '0',
        fee_limit: pox ? null : '100000000',
        memo: seq === 1 ? '=HYPERLINK("x")' : null,
        contract_address: pox ? null : USDT,
        parameter: JSON.stringify(
          pox
            ? { owner_address: A, to_address: B, amount: n * 1_000_000 }
            : { owner_address: B, contract_address: USDT },
        ),
        signatures: [testHash(`sig-${seq}`) + testHash(`sig2-${seq}`).slice(0, 66)],
      });
      transfers.push({
        ...base,
        transaction_hash: txHash(seq),
        from_address: pox ? A : B,
        to_address: pox ? B : A,
        amount: pox ? String(n * 1_000_000) : String(n * 1_500_000),
        token_id: pox ? '_' : USDT,
        status: n === 7 && !pox ? 'FAILED' : 'SUCCESS',
      });
      if (!pox) {
        events.push({
          ...base,
          seq: String(n),
          transaction_hash: txHash(seq),
          log_index: 0,
          contract_address: USDT,
          topics: [testHash('Transfer(address,address,uint256)')],
          data: (n * 1_500_000).toString(16).padStart(64, '0'),
          event_name: 'Transfer',
        });
      }
    }
  }
  await db.insertInto('transactions').values(txs).execute();
  await db.insertInto('transfers').values(transfers).execute();
  await db.insertInto('events').values(events).execute();
  await db
    .insertInto('internal_transactions')
    .values({
      seq: '1',
      transaction_hash: txHash(4),
      block_number: '2',
      timestamp: new Date(T0 + 6000),
      index: 0,
      hash: testHash('internal-1'),
      from_address: USDT,
      to_address: A,
      amount: '5',
      note: 'call',
      rejected: false,
    })
    .execute();
  await seedAccountsAndTokens(db);
  await seedGovernance(db);
}

const account = (address: string, balance: string, extra: Record<string, unknown> = {}) => ({
  address,
  name: null,
  balance,
  power: '0',
  tx_count: '0',
  is_contract: false,
  is_witness: false,
  created_at: new Date(T0),
  last_active_at: new Date(T0 + BLOCKS * 3000),
  frozen_bandwidth: '0',
  frozen_energy: '0',
  delegated_out: '0',
  delegated_in: '0',
  unfreezing: '0',
  votes_cast: '0',
  bandwidth_used: '0',
  bandwidth_limit: '600',
  energy_used: '0',
  energy_limit: '0',
  transfers_in: '0',
  transfers_out: '0',
  token_count: 0,
  ...extra,
});

async function seedAccountsAndTokens(db: ReadDb) {
  await db
    .insertInto('accounts')
    .values([
      account(A, '900000000000', {
        tx_count: '59',
        power: '5000000000',
        frozen_bandwidth: '5000000000',
        votes_cast: '5000',
        transfers_out: '59',
        transfers_in: '59',
        token_count: 2,
        name: 'alice',
      }),
      account(B, '1770000000', { tx_count: '118', transfers_in: '59', transfers_out: '59', token_count: 1 }),
      account(USDT, '0', { is_contract: true }),
      account(GAME, '42', { is_contract: true }),
      ...WITNESSES.map((w, i) => account(w, String(1_000_000 * (i + 1)), { is_witness: true })),
    ])
    .execute();
  await db
    .insertInto('tokens')
    .values([
      {
        id: '_',
        standard: 'POX',
        name: 'POX',
        symbol: 'POX',
        decimals: 6,
        total_supply: '100000000000000000',
        holders: '9',
        transfers: '59',
        logo_url: null,
        verified: true,
        issuer: null,
        created_at: null,
        description: null,
        website_url: null,
      },
      {
        id: USDT,
        standard: 'PRC20',
        name: 'Tether USD',
        symbol: 'USDT',
        decimals: 6,
        total_supply: '1000000000000',
        holders: '2',
        transfers: '59',
        logo_url: null,
        verified: true,
        issuer: B,
        created_at: new Date(T0),
        description: 'stablecoin',
        website_url: 'https://example.org',
      },
      {
        id: '1000001',
        standard: 'PRC10',
        name: 'Yuvi Coin',
        symbol: 'YUVI',
        decimals: 0,
        total_supply: '1000000',
        holders: '1',
        transfers: '0',
        logo_url: null,
        verified: false,
        issuer: A,
        created_at: new Date(T0),
        description: null,
        website_url: null,
      },
      {
        id: testAddress('evil-token'),
        standard: 'PRC20',
        name: '=cmd|calc',
        symbol: '+EVIL',
        decimals: 18,
        total_supply: '1',
        holders: '0',
        transfers: '0',
        logo_url: null,
        verified: false,
        issuer: B,
        created_at: new Date(T0),
        description: null,
        website_url: null,
      },
    ])
    .execute();
  await db
    .insertInto('token_balances')
    .values([
      { token_id: USDT, address: A, balance: '600000000' },
      { token_id: USDT, address: B, balance: '999400000000' },
      { token_id: '1000001', address: A, balance: '1000000' },
    ])
    .execute();
  await db
    .insertInto('contracts')
    .values([
      {
        address: USDT,
        name: 'TetherToken',
        creator: B,
        creation_tx: txHash(2),
        created_at: new Date(T0),
        verified: true,
        compiler: 'v0.8.20',
        license: 'MIT',
        abi: JSON.stringify([{ type: 'function', name: 'transfer' }]),
        source: 'contract TetherToken {}',
        tx_count: '59',
        event_count: '59',
        token_id: USDT,
      },
      {
        address: GAME,
        name: 'DiceGame',
        creator: A,
        creation_tx: txHash(1),
        created_at: new Date(T0 + 1000),
        verified: false,
        compiler: null,
        license: null,
        abi: null,
        source: null,
        tx_count: '0',
        event_count: '0',
        token_id: null,
      },
    ])
    .execute();
}

async function seedGovernance(db: ReadDb) {
  await db
    .insertInto('witnesses')
    .values([
      ...WITNESSES.map((address, i) => ({
        address,
        name: `SR ${i}`,
        url: `https://sr${i}.example`,
        vote_count: String((5 - i) * 1000),
        produced: String(12 - i),
        missed: String(i),
        latest_block: String(55 + i),
        active: true,
        partner: false,
        brokerage: 20,
      })),
      {
        address: PARTNER,
        name: 'Partner Zero',
        url: null,
        vote_count: '10',
        produced: '0',
        missed: '0',
        latest_block: null,
        active: false,
        partner: true,
        brokerage: 100,
      },
    ])
    .execute();
  await db
    .insertInto('votes')
    .values({ voter: A, witness: WITNESSES[0]!, count: '5000', updated_at: new Date(T0) })
    .execute();
  await db
    .insertInto('proposals')
    .values({
      id: '1',
      proposer: WITNESSES[0]!,
      parameters: JSON.stringify({ getEnergyFee: 420 }),
      approvals: [WITNESSES[1]!],
      state: 'PENDING',
      created_at: new Date(T0),
      expires_at: new Date(T0 + 3 * 86_400_000),
    })
    .execute();
  await db
    .insertInto('chain_parameters')
    .values([
      { key: 'getEnergyFee', value: '420' },
      { key: 'getTransactionFee', value: '1000' },
      { key: 'getMaintenanceTimeInterval', value: '21600000' },
      { key: 'nextMaintenanceTime', value: String(T0 + 21_600_000) },
    ])
    .execute();
  const counters: Record<string, string> = {
    latest_block: String(BLOCKS - 1),
    solidified_block: String(BLOCKS - 20),
    transactions: String(TRANSACTIONS),
    transfers: String(TRANSACTIONS),
    accounts: '9',
    tokens: '3',
    tokens_prc10: '1',
    tokens_prc20: '2',
    contracts: '2',
    verified_contracts: '1',
    witnesses: '6',
    voters: '1',
    pox_holders: '9',
    total_supply: '100000000000000000',
    total_staked: '5000000000',
    staked_bandwidth: '5000000000',
    staked_energy: '0',
    total_votes: '15010',
  };
  await db
    .insertInto('counters')
    .values(Object.entries(counters).map(([name, value]) => ({ name, value })))
    .execute();
  const day = (d: number) => new Date(Math.floor(Date.now() / 86_400_000 - d) * 86_400_000);
  await db
    .insertInto('daily_stats')
    .values(
      [2, 1, 0].map((d) => ({
        day: day(d),
        transactions: String(40 * (3 - d)),
        transfers: String(40 * (3 - d)),
        new_accounts: String(3 - d),
        blocks: '20',
        fees_burned: '1000',
        total_staked: String(5_000_000_000 - d),
      })),
    )
    .execute();
  await db
    .insertInto('notifications')
    .values([{ message: 'Welcome to https://example.org/news' }, { message: 'Maintenance tonight' }])
    .execute();
  await db
    .insertInto('banners')
    .values({ title: 'Stake POX', link_url: 'https://example.org/stake' })
    .execute();
  await db
    .insertInto('name_tags')
    .values({ address: B, tag: 'Bob Exchange', description: 'hot wallet' })
    .execute();
}
