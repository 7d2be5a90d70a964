import type { NetworkParameter, NetworkParameters, Proposal, Witness } from '@poxscan/api/schemas';
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
    realtimeVotes: String(1_000_000_000 - rank * 1_000_000),
    votesChange: '0',
    produced: 900,
    missed: 100,
    latestBlock: 1000 - rank,
    active: rank <= 27,
    partner: rank > 27,
    brokerage: 20,
    transactions: 0,
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

const parameter = (
  key: string,
  proposalKey: number,
  value: string,
  extra: Partial<NetworkParameter> = {},
) => ({
  key,
  proposalKey,
  value,
  initialValue: value,
  changes: [],
  ...extra,
});

export const networkParameters: NetworkParameters = {
  parameters: [
    parameter('getEnergyFee', 11, '100'),
    parameter('getMaintenanceTimeInterval', 0, '600000', {
      initialValue: null,
      changes: [{ proposalId: 3, value: '600000', appliedAt: NOW - 86_400_000 }],
    }),
    parameter('getWitness127PayPerBlock', 31, '160000000'),
    parameter('getWitnessPayPerBlock', 5, '16000000'),
  ],
};

export function proposal(id: number, extra: Partial<Proposal> = {}): Proposal {
  return {
    id,
    proposer: address('sr 1'),
    parameters: [{ key: 'getEnergyFee', proposalKey: 11, value: '420' }],
    approvals: [address('sr 2'), address('sr 3')],
    state: 'PENDING',
    createdAt: NOW - 60_000,
    expiresAt: NOW + 125_000,
    ...extra,
  };
}
