import type { HexAddress } from '../address.js';
import { Journal, JournaledMap } from './journal.js';
import type { Account, AssetIssue, Delegation, Proposal, SmartContractMeta, Vote, Witness } from './types.js';

/** Dynamic properties (java-tron's DynamicPropertiesStore), kept in one journaled map. */
export interface Properties {
  totalNetWeight: bigint;
  totalEnergyWeight: bigint;
  totalTronPowerWeight: bigint;
  nextMaintenanceTime: number;
  /** Reward cycle: incremented at each maintenance. */
  cycle: number;
  nextProposalId: number;
  nextAssetId: number;
  /** Active SRs in schedule order. */
  activeWitnesses: HexAddress[];
  /** Sun burned by fees (java-tron's blackhole optimisation burns instead of crediting an account). */
  burned: bigint;
}

/** The whole chain state; every mutation is journaled so it can be rolled back. */
export class World {
  readonly journal: Journal;
  readonly accounts: JournaledMap<HexAddress, Account>;
  /** account name → owner, so names stay unique */
  readonly accountNames: JournaledMap<string, HexAddress>;
  /** votes each account had before its first vote change in the current cycle (java-tron's VotesStore) */
  readonly voteChanges: JournaledMap<HexAddress, Vote[]>;
  readonly witnesses: JournaledMap<HexAddress, Witness>;
  readonly proposals: JournaledMap<number, Proposal>;
  readonly assets: JournaledMap<string, AssetIssue>;
  /** key: `${from}${to}` */
  readonly delegations: JournaledMap<string, Delegation>;
  readonly contracts: JournaledMap<HexAddress, SmartContractMeta>;
  readonly code: JournaledMap<HexAddress, Uint8Array>;
  /** key: contract hex address followed by the 32-byte slot in hex */
  readonly storage: JournaledMap<string, Uint8Array>;
  readonly params: JournaledMap<string, number>;
  /** Voter reward accumulated by each SR during the current cycle. */
  readonly cycleRewards: JournaledMap<HexAddress, bigint>;
  /** key: `${cycle}:${sr}` → cumulative reward per vote (scaled by 1e18) at the end of that cycle */
  readonly rewardIndex: JournaledMap<string, bigint>;
  private readonly props: JournaledMap<keyof Properties, Properties[keyof Properties]>;

  constructor(keepBlocks = 64) {
    this.journal = new Journal(keepBlocks);
    const map = <K, V>() => new JournaledMap<K, V>(this.journal);
    this.accounts = map();
    this.accountNames = map();
    this.voteChanges = map();
    this.witnesses = map();
    this.proposals = map();
    this.assets = map();
    this.delegations = map();
    this.contracts = map();
    this.code = map();
    this.storage = map();
    this.params = map();
    this.cycleRewards = map();
    this.rewardIndex = map();
    this.props = map();
  }

  prop<K extends keyof Properties>(key: K): Properties[K] {
    const value = this.props.get(key);
    if (value === undefined) throw new Error(`state property ${key} is not initialised`);
    return value as Properties[K];
  }

  setProp<K extends keyof Properties>(key: K, value: Properties[K]): void {
    this.props.set(key, value);
  }

  param(key: string): number {
    const value = this.params.get(key);
    if (value === undefined) throw new Error(`missing chain parameter ${key}`);
    return value;
  }

  account(address: HexAddress): Account | undefined {
    return this.accounts.get(address);
  }

  putAccount(account: Account): void {
    this.accounts.set(account.address, account);
  }

  /** Every journaled map by name, for snapshots. */
  tables(): Record<string, JournaledMap<unknown, unknown>> {
    return {
      accounts: this.accounts,
      accountNames: this.accountNames,
      voteChanges: this.voteChanges,
      witnesses: this.witnesses,
      proposals: this.proposals,
      assets: this.assets,
      delegations: this.delegations,
      contracts: this.contracts,
      code: this.code,
      storage: this.storage,
      params: this.params,
      cycleRewards: this.cycleRewards,
      rewardIndex: this.rewardIndex,
      props: this.props,
    } as unknown as Record<string, JournaledMap<unknown, unknown>>;
  }
}
