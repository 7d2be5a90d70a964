import type { HexAddress } from '../address.js';

export type Resource = 'BANDWIDTH' | 'ENERGY' | 'TRON_POWER';

export interface Vote {
  address: HexAddress;
  count: bigint;
}

export interface PermissionKey {
  address: HexAddress;
  weight: bigint;
}

export interface Permission {
  threshold: bigint;
  keys: PermissionKey[];
}

export interface UnfrozenV2 {
  type: Resource;
  amount: bigint;
  expireTime: number;
}

/** One account, as java-tron's Account message keeps it (only the fields this chain uses). */
export interface Account {
  address: HexAddress;
  balance: bigint;
  createTime: number;
  latestOperationTime: number;
  name?: string;
  isContract?: boolean;
  isWitness?: boolean;
  /** Staked bandwidth usage and its last update (ms). */
  netUsage: bigint;
  latestConsumeTime: number;
  freeNetUsage: bigint;
  latestConsumeFreeTime: number;
  energyUsage: bigint;
  latestConsumeTimeForEnergy: number;
  frozenBandwidth: bigint;
  frozenEnergy: bigint;
  frozenTronPower: bigint;
  unfrozenV2: UnfrozenV2[];
  delegatedBandwidth: bigint;
  delegatedEnergy: bigint;
  acquiredBandwidth: bigint;
  acquiredEnergy: bigint;
  votes: Vote[];
  /** PRC10 balances by token id. */
  assets: Map<string, bigint>;
  assetIssuedId?: string;
  assetIssuedName?: string;
  /** Claimable rewards already settled into the account. */
  allowance: bigint;
  latestWithdrawTime: number;
  owner?: Permission;
  /** Reward bookkeeping: first cycle not yet settled, and the votes that earned during it. */
  rewardCycle: number;
  rewardVotes: Vote[];
}

export interface Witness {
  address: HexAddress;
  url: string;
  voteCount: bigint;
  totalProduced: number;
  totalMissed: number;
  latestBlockNum: number;
  latestSlotNum: number;
  /** Percentage the SR keeps of its rewards (java-tron's brokerage, default 20). */
  brokerage: number;
}

export type ProposalState = 'PENDING' | 'DISAPPROVED' | 'APPROVED' | 'CANCELED';

export interface Proposal {
  id: number;
  proposer: HexAddress;
  parameters: Array<[number, number]>;
  expirationTime: number;
  createTime: number;
  approvals: HexAddress[];
  state: ProposalState;
}

export interface AssetIssue {
  id: string;
  owner: HexAddress;
  name: string;
  abbr: string;
  totalSupply: bigint;
  precision: number;
  trxNum: number;
  num: number;
  startTime: number;
  endTime: number;
  description: string;
  url: string;
  freeAssetNetLimit: number;
  publicFreeAssetNetLimit: number;
}

export interface Delegation {
  from: HexAddress;
  to: HexAddress;
  bandwidth: bigint;
  energy: bigint;
  expireTimeForBandwidth: number;
  expireTimeForEnergy: number;
}

export interface SmartContractMeta {
  address: HexAddress;
  origin: HexAddress;
  name: string;
  /** ABI entries exactly as java-tron prints them (`entrys`). */
  abi: unknown[];
  bytecode: string;
  consumeUserResourcePercent: number;
  originEnergyLimit: number;
  codeHash: string;
  trxHash: string;
}

export function newAccount(address: HexAddress, time: number): Account {
  return {
    address,
    balance: 0n,
    createTime: time,
    latestOperationTime: time,
    netUsage: 0n,
    latestConsumeTime: 0,
    freeNetUsage: 0n,
    latestConsumeFreeTime: 0,
    energyUsage: 0n,
    latestConsumeTimeForEnergy: 0,
    frozenBandwidth: 0n,
    frozenEnergy: 0n,
    frozenTronPower: 0n,
    unfrozenV2: [],
    delegatedBandwidth: 0n,
    delegatedEnergy: 0n,
    acquiredBandwidth: 0n,
    acquiredEnergy: 0n,
    votes: [],
    assets: new Map(),
    allowance: 0n,
    latestWithdrawTime: 0,
    rewardCycle: 0,
    rewardVotes: [],
  };
}
