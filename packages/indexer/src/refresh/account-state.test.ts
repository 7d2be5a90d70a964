import { toHexAddress } from '@poxscan/protocol';
import { readJavaTronFixture as fixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import type { AccountJson, AccountResourceJson } from '../node/types.js';
import { accountState } from './account-state.js';

// getaccount-3.json: a mainnet account (see fixtures/java-tron/SOURCES.md) still holding 26 POX of
// Stake 1.0 for energy, frozen in 2020, expired and never unfrozen, beside empty Stake 2.0 entries.
// Its source (TronGrid's /v1/accounts) gives vote addresses in base58; the indexer asks the node for
// hex, so they are turned back into hex here, nothing else.
const mainnet = fixture<AccountJson>('getaccount-3.json');
const asNodeSends: AccountJson = {
  ...mainnet,
  votes: mainnet.votes?.map((v) => ({ ...v, vote_address: toHexAddress(v.vote_address) })),
};
const resource = fixture<AccountResourceJson>('getaccountresource-1.json');
const NOW = Date.UTC(2026, 0, 1);
const ZERO_V1 = {
  frozenBandwidth: 0n,
  frozenEnergy: 0n,
  frozenPower: 0n,
  delegatedOutBandwidth: 0n,
  delegatedOutEnergy: 0n,
  delegatedInBandwidth: 0n,
  delegatedInEnergy: 0n,
};

describe('accountState: Stake 1.0', () => {
  it('reads the Stake 1.0 energy of a real mainnet account, expired but still staked', () => {
    const s = accountState('TRqkRnAj6ceJFYAn2p1eE7aWrgBBwtdhS9', asNodeSends, resource, NOW);
    expect(s.stakeV1).toEqual({ ...ZERO_V1, frozenEnergy: 26_000_000n });
    // Stake 2.0 is empty: the Stake 1.0 amount is not counted twice.
    expect([s.frozenBandwidth, s.frozenEnergy, s.stakes]).toEqual([0n, 0n, []]);
    expect(s.balance).toBe(1_781_772n);
    expect(s.votesCast).toBe(18n);
    expect(s.votes[0]).toEqual({ witness: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH', votes: 15 });
  });

  it('finds no Stake 1.0 in a real Nile account that has Stake 2.0 entries only', () => {
    const nile = fixture<AccountJson>('getaccount-1.json');
    expect(accountState('T', nile, resource, NOW).stakeV1).toEqual(ZERO_V1);
  });

  it('reads every Stake 1.0 field of java-tron’s Account message, bandwidth frozen in several lots', () => {
    const all: AccountJson = {
      ...asNodeSends,
      frozen: [
        { frozen_balance: 1_000_000, expire_time: 1_577_615_814_000 },
        { frozen_balance: '2500000', expire_time: 1_577_615_900_000 },
      ],
      delegated_frozen_balance_for_bandwidth: 4_000_000,
      acquired_delegated_frozen_balance_for_bandwidth: 600_000,
      tron_power: { frozen_balance: 3_000_000, expire_time: 1_577_615_814_000 },
      account_resource: {
        ...asNodeSends.account_resource,
        delegated_frozen_balance_for_energy: 5_000_000,
        acquired_delegated_frozen_balance_for_energy: 70_000,
      },
    };
    expect(accountState('T', all, resource, NOW).stakeV1).toEqual({
      frozenBandwidth: 3_500_000n,
      frozenEnergy: 26_000_000n,
      frozenPower: 3_000_000n,
      delegatedOutBandwidth: 4_000_000n,
      delegatedOutEnergy: 5_000_000n,
      delegatedInBandwidth: 600_000n,
      delegatedInEnergy: 70_000n,
    });
  });
});
