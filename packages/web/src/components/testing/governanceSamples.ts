import type { Proposal, Witness } from '@poxscan/api/schemas';
import { address, NOW } from './samples';

/** Test data for the governance screens' component tests, shaped as the API answers. */

export function witness(rank: number, extra: Partial<Witness> = {}): Witness {
  return {
    rank,
    address: address(`sr ${rank}`),
    name: `SR ${rank}`,
    url: `https://sr${rank}.example`,
    votes: String(1_000_000_000 - rank * 1_000_000),
    voteShare: 0.01,
    produced: 900,
    missed: 100,
    latestBlock: 1000 - rank,
    active: rank <= 27,
    partner: rank > 27,
    brokerage: 20,
    ...extra,
  };
}

export function witnesses(from: number, to: number): Witness[] {
  return Array.from({ length: to - from + 1 }, (_, i) => witness(from + i));
}

export const votesData = {
  totalVotes: '40000000000',
  voters: 1234,
  witnesses: 130,
  nextMaintenanceAt: NOW + 3_723_000,
};

export const networkParameters = {
  parameters: [
    { key: 'getEnergyFee', value: '100' },
    { key: 'getMaintenanceTimeInterval', value: '600000' },
    { key: 'getWitness127PayPerBlock', value: '160000000' },
    { key: 'getWitnessPayPerBlock', value: '16000000' },
  ],
};

export function proposal(id: number, extra: Partial<Proposal> = {}): Proposal {
  return {
    id,
    proposer: address('sr 1'),
    parameters: [{ key: 'getEnergyFee', value: '420' }],
    approvals: [address('sr 2'), address('sr 3')],
    state: 'PENDING',
    createdAt: NOW - 60_000,
    expiresAt: NOW + 125_000,
    ...extra,
  };
}
