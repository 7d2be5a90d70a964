import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../../test/addresses.js';
import { stopTestCluster } from '../../test/database.js';
import { A, B, T0, WITNESSES } from '../../test/seed.js';
import { seededApi } from '../../test/server.js';

type Call = Awaited<ReturnType<typeof seededApi>>['call'];
let app: FastifyInstance;
let db: Db;
let call: Call;

const [W0, W1] = WITNESSES as [string, string];
/** W0's voters besides A (5,000 votes, seeded): one ahead, two tied with A, two behind. */
const VOTERS = [
  { address: testAddress('voter-1'), votes: 9000 },
  { address: testAddress('voter-2'), votes: 5000 },
  { address: testAddress('voter-3'), votes: 5000 },
  { address: testAddress('voter-4'), votes: 3000 },
  { address: testAddress('voter-5'), votes: 1 },
];
const WHALE = VOTERS[0]!.address;
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Rows beyond the shared seed, written before the first request (the API sums them once a minute). */
async function seedGovernance(k: Db['kysely']) {
  // The node's real-time tallies (the others are not read yet); the votes table's sum differs on purpose.
  await k
    .updateTable('witnesses')
    .set({ now_votes: 35_000, realtime_votes: 19_001 })
    .where('address', '=', W0)
    .execute();
  await k
    .updateTable('witnesses')
    .set({ now_votes: 29_000 - 1000 })
    .where('address', '=', W1)
    .execute();
  await k.updateTable('accounts').set({ tx_count: 7 }).where('address', '=', W0).execute();
  await k
    .insertInto('votes')
    .values(VOTERS.map((v) => ({ voter_address: v.address, witness_address: W0, votes: v.votes })))
    .execute();
  await k.insertInto('stakes').values({ address: WHALE, resource: 'ENERGY', amount: '6000000000' }).execute();
  await k.insertInto('stakes').values({ address: B, resource: 'TRON_POWER', amount: '250000000' }).execute();
  await k
    .insertInto('delegations')
    .values([
      { from_address: A, to_address: B, resource: 'BANDWIDTH', amount: '1000000000' },
      { from_address: B, to_address: A, resource: 'ENERGY', amount: '500000' },
    ])
    .execute();
  await k.updateTable('accounts').set({ unfreezing: '7000000' }).where('address', '=', A).execute();
  await k.updateTable('accounts').set({ unfreezing: '3000000' }).where('address', '=', B).execute();
  const daily = (day: number, staked: string) => ({
    day: isoDay(day),
    staked,
    staked_bandwidth: '0',
    staked_energy: '0',
    delegated: '0',
    unfreezing: '0',
    updated_at: new Date(day + DAY - 1000),
  });
  await k
    .insertInto('staking_daily')
    .values([
      daily(today - 400 * DAY, '1'),
      daily(today - 2 * DAY, '4000000000'),
      daily(today - DAY, '4500000000'),
      daily(today, '1'),
    ])
    .execute();
  // Energy price: changed by proposal 1 before the explorer first read it, so its initial value is unknown.
  // Transaction fee: read first at T0 (10 sun), then changed by proposal 2.
  await k
    .updateTable('parameter_first_values')
    .set({ value: '10', seen_at: new Date(T0) })
    .where('key', '=', 'getTransactionFee')
    .execute();
  await k
    .insertInto('parameter_changes')
    .values([
      { proposal_id: 1, proposal_key: 11, key: 'getEnergyFee', value: '420', applied_at: new Date(T0) },
      {
        proposal_id: 2,
        proposal_key: 3,
        key: 'getTransactionFee',
        value: '1000',
        applied_at: new Date(T0 + 3_600_000),
      },
    ])
    .execute();
}

/** The indexer's parameter write: insert, or update the value of a parameter already known. */
async function refreshParameter(k: Db['kysely'], value: string) {
  await k
    .insertInto('chain_parameters')
    .values({ key: 'getMemoFee', proposal_key: 68, value, refreshed_at: new Date() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, refreshed_at: new Date() }))
    .execute();
}

beforeAll(async () => {
  ({ app, db, call } = await seededApi());
  await seedGovernance(db.kysely);
  await refreshParameter(db.kysely, '1000000');
  await refreshParameter(db.kysely, '2000000');
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

const get = async (url: string) => {
  const res = await call({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('super representatives', () => {
  it('details one SR: transactions, votes and their change since the maintenance, voters, blocks', async () => {
    expect(await get(`/governance/witness?address=${W0}`)).toMatchObject({
      rank: 1,
      name: 'SR 0',
      votes: '30000',
      realtimeVotes: '35000',
      votesChange: '5000',
      transactions: 7,
      voters: 6,
    });
    expect(await get(`/governance/witness?address=${W1}`)).toMatchObject({ votesChange: '-1000', voters: 0 });
    expect(await get(`/governance/witness?address=${WITNESSES[2]}`)).toMatchObject({
      realtimeVotes: null,
      votesChange: null,
    });
    const list = await call({ method: 'POST', url: '/governance/getWitnessData', payload: {} });
    expect(list.json().witnesses[0]).toMatchObject({ address: W0, votesChange: '5000', transactions: 7 });
    const unknown = await call({ method: 'GET', url: `/governance/witness?address=${A}` });
    expect(unknown.statusCode).toBe(404);
  });

  it("pages an SR's voters by keyset, most votes first, ties by address, each voter once", async () => {
    const expected = [...VOTERS, { address: A, votes: 5000 }]
      .sort((x, y) => y.votes - x.votes || (x.address < y.address ? -1 : 1))
      .map((v) => ({ address: v.address, votes: String(v.votes) }));
    const seen: { address: string; votes: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { address: string; votes: string }[]; nextCursor: string | null } = await get(
        `/governance/witnessVoters?address=${W0}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map(({ address, votes }) => ({ address, votes })));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(expected);
    const first = await get(`/governance/witnessVoters?address=${W0}&limit=1`);
    expect(first.items[0]).toMatchObject({ address: WHALE, votes: '9000' });
  });

  it('pages the blocks an SR produced, newest first, through its index', async () => {
    const first = await get(`/api/witness/blocks?address=${W0}&limit=5`);
    expect(first.items.map((b: { number: number }) => b.number)).toEqual([55, 50, 45, 40, 35]);
    expect(first.items.every((b: { witnessAddress: string }) => b.witnessAddress === W0)).toBe(true);
    const rest = await get(`/api/witness/blocks?address=${W0}&limit=10&cursor=${first.nextCursor}`);
    expect(rest.items.map((b: { number: number }) => b.number)).toEqual([30, 25, 20, 15, 10, 5, 0]);
    expect(rest.nextCursor).toBeNull();
  });

  it('refuses a malformed voters cursor, naming it', async () => {
    const res = await call({ method: 'GET', url: `/governance/witnessVoters?address=${W0}&cursor=5000` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.parameter).toBe('cursor');
  });
});

describe('staking', () => {
  it('reports what is delegated and what is being unstaked', async () => {
    expect(await get('/governance/poxStakingPage')).toMatchObject({
      totalStaked: '12252500000',
      totalDelegated: '1000500000',
      delegatedForBandwidth: '1000000000',
      delegatedForEnergy: '500000',
      unstaking: '10000000',
    });
  });

  it("counts the votes accounts cast apart from the SRs' tallies", async () => {
    const s = await get('/governance/poxStakingPage');
    // A's 5,000 and the other voters of W0; the seeded SRs hold tallies no account cast, as a genesis gives them.
    expect(s.votesCast).toBe(String(5000 + VOTERS.reduce((n, v) => n + v.votes, 0)));
    expect(BigInt(s.totalVotes)).toBeGreaterThan(BigInt(s.votesCast));
  });

  it('gives the total value locked as the sum of its parts: own bandwidth, energy, POX power, delegated', async () => {
    const s = await get('/governance/poxStakingPage');
    expect(s).toMatchObject({
      stakedForBandwidth: '5000000000',
      stakedForEnergy: '6002000000',
      stakedForPower: '250000000',
      totalDelegated: '1000500000',
      stakedV1: '0',
    });
    const parts = [s.stakedForBandwidth, s.stakedForEnergy, s.stakedForPower, s.totalDelegated, s.stakedV1];
    expect(parts.reduce((n: bigint, p: string) => n + BigInt(p), 0n).toString()).toBe(s.totalStaked);
  });

  it('ranks the largest stakers over every resource', async () => {
    const top = await get('/governance/topStakers?limit=2');
    expect(top.items).toEqual([
      {
        rank: 1,
        address: WHALE,
        name: null,
        staked: '6000000000',
        stakedForBandwidth: '0',
        stakedForEnergy: '6000000000',
        stakedForPower: '0',
        share: 0.489695,
      },
      expect.objectContaining({ rank: 2, address: A, name: 'alice', stakedForBandwidth: '5000000000' }),
    ]);
    expect(top.updatedAt).toBeGreaterThan(0);
  });

  it("splits each top staker's stake into parts that sum to it, POX power included", async () => {
    const { items } = await get('/governance/topStakers?limit=100');
    expect(items.find((i: { address: string }) => i.address === B).stakedForPower).toBe('250000000');
    for (const i of items) {
      const parts = BigInt(i.stakedForBandwidth) + BigInt(i.stakedForEnergy) + BigInt(i.stakedForPower);
      expect(parts.toString()).toBe(i.staked);
    }
  });

  it("draws the TVL from the recorded days and today's live total, and makes none up", async () => {
    expect((await get('/governance/tvlgraph')).points).toEqual([
      { day: today - 2 * DAY, staked: '4000000000' },
      { day: today - DAY, staked: '4500000000' },
      { day: today, staked: '12252500000' },
    ]);
  });
});

describe('chain parameters', () => {
  it('gives each parameter its proposal number, initial value when known, and the proposals that changed it', async () => {
    const { parameters } = await get('/governance/networkParameters');
    const byKey = new Map(parameters.map((p: { key: string }) => [p.key, p]));
    expect(byKey.get('getEnergyFee')).toEqual({
      key: 'getEnergyFee',
      proposalKey: 11,
      value: '420',
      initialValue: null,
      changes: [{ proposalId: 1, value: '420', appliedAt: T0 }],
    });
    expect(byKey.get('getTransactionFee')).toMatchObject({
      proposalKey: 3,
      value: '1000',
      initialValue: '10',
      changes: [{ proposalId: 2, value: '1000', appliedAt: T0 + 3_600_000 }],
    });
    expect(byKey.get('getMaintenanceTimeInterval')).toMatchObject({
      proposalKey: 0,
      initialValue: '21600000',
      changes: [],
    });
    // The first read is kept when later refreshes update the value.
    expect(byKey.get('getMemoFee')).toMatchObject({ value: '2000000', initialValue: '1000000' });
  });

  it("names each proposal's changes and keeps their proposal numbers", async () => {
    const { proposals } = await get('/governance/getProposal');
    expect(proposals[0].parameters).toEqual([{ key: 'getEnergyFee', proposalKey: 11, value: '420' }]);
  });
});
