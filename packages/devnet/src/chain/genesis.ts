import type { HexAddress } from '../address.js';
import { DEFAULT_KEY_COUNTS, type DevnetKeys, devnetKeys } from '../keys.js';
import { newAccount } from '../state/types.js';
import type { World } from '../state/world.js';
import { type GenesisConfig, VOTE_STEP } from './genesis-config.js';
import { defaultParameters } from './params.js';

export const NETWORK_NAME = 'Yuvi Testnet';
/** First PRC10 token id, as on TRON. */
export const FIRST_ASSET_ID = 1_000_001;

export function genesisKeys(config: GenesisConfig, seed: number): DevnetKeys {
  return devnetKeys(seed, {
    ...DEFAULT_KEY_COUNTS,
    witnesses: config.witnesses.active,
    partners: config.witnesses.partners,
    candidates: config.witnesses.candidates,
    accounts: config.accounts.count,
  });
}

/** Writes the genesis state: SR accounts and votes, funded accounts, chain parameters, properties. */
export function initGenesisState(
  world: World,
  config: GenesisConfig,
  keys: DevnetKeys,
  timestamp: number,
): void {
  const params = defaultParameters(config.parameters);
  for (const [key, value] of params) world.params.set(key, value);
  const srs: Array<{ address: HexAddress; votes: number }> = [
    ...keys.witnesses.map((k, i) => ({
      address: k.hex,
      votes: config.witnesses.activeVotes - i * VOTE_STEP,
    })),
    ...keys.partners.map((k, i) => ({
      address: k.hex,
      votes: config.witnesses.partnerVotes - i * VOTE_STEP,
    })),
    ...keys.candidates.map((k) => ({ address: k.hex, votes: 0 })),
  ];
  srs.forEach((sr, i) => {
    world.putAccount({
      ...newAccount(sr.address, timestamp),
      balance: BigInt(config.witnesses.balance),
      isWitness: true,
    });
    world.witnesses.set(sr.address, {
      address: sr.address,
      url: config.witnesses.urlPattern.replace('{n}', String(i + 1)),
      voteCount: BigInt(sr.votes),
      totalProduced: 0,
      totalMissed: 0,
      latestBlockNum: 0,
      latestSlotNum: 0,
      brokerage: 20,
    });
  });
  for (const key of keys.accounts) {
    world.putAccount({ ...newAccount(key.hex, timestamp), balance: BigInt(config.accounts.balance) });
  }
  if (config.multisig !== undefined) {
    const owner = keys.accounts[config.multisig.account]!;
    const account = world.account(owner.hex)!;
    world.putAccount({
      ...account,
      owner: {
        threshold: BigInt(config.multisig.threshold),
        keys: config.multisig.signers.map((i) => ({ address: keys.accounts[i]!.hex, weight: 1n })),
      },
    });
  }
  world.setProp('totalNetWeight', 0n);
  world.setProp('totalEnergyWeight', 0n);
  world.setProp('totalTronPowerWeight', 0n);
  world.setProp('nextMaintenanceTime', timestamp + params.get('getMaintenanceTimeInterval')!);
  world.setProp('cycle', 1);
  world.setProp('nextProposalId', 1);
  world.setProp('nextAssetId', FIRST_ASSET_ID);
  world.setProp(
    'activeWitnesses',
    keys.witnesses.map((k) => k.hex),
  );
  world.setProp('burned', 0n);
}
