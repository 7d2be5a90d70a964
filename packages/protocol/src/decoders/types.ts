import type { AbiEntry } from '../abi/normalize.js';
import type { Resource } from './fields.js';

/** Fields every decoded contract has. Addresses are base58, amounts bigint (sun or token units). */
export interface ContractBase {
  /** java-tron's contract type name, e.g. "TransferContract". */
  typeName: string;
  owner: string;
  /** Permission the transaction was signed under: 0 owner, 1 witness, 2+ active. */
  permissionId: number;
}

export interface AccountCreate extends ContractBase {
  type: 'AccountCreate';
  account: string;
  accountType: 'Normal' | 'AssetIssue' | 'Contract';
}
export interface AccountUpdate extends ContractBase {
  type: 'AccountUpdate';
  accountName: string;
}
export interface SetAccountId extends ContractBase {
  type: 'SetAccountId';
  accountId: string;
}
export interface PermissionDecoded {
  type: 'Owner' | 'Witness' | 'Active';
  id: number;
  name: string;
  threshold: bigint;
  parentId: number;
  /** 32-byte bitmap of allowed contract types (active permissions), as hex. */
  operations: string;
  /** Contract type numbers the operations bitmap allows. */
  allowedContractTypes: number[];
  keys: Array<{ address: string; weight: bigint }>;
}
export interface AccountPermissionUpdate extends ContractBase {
  type: 'AccountPermissionUpdate';
  ownerPermission?: PermissionDecoded;
  witnessPermission?: PermissionDecoded;
  activePermissions: PermissionDecoded[];
}

export interface Transfer extends ContractBase {
  type: 'Transfer';
  to: string;
  amount: bigint;
}
export interface WithdrawBalance extends ContractBase {
  type: 'WithdrawBalance';
}
export interface FreezeBalance extends ContractBase {
  type: 'FreezeBalance';
  frozenBalance: bigint;
  frozenDuration: number;
  resource: Resource;
  receiver?: string;
}
export interface UnfreezeBalance extends ContractBase {
  type: 'UnfreezeBalance';
  resource: Resource;
  receiver?: string;
}
export interface FreezeBalanceV2 extends ContractBase {
  type: 'FreezeBalanceV2';
  frozenBalance: bigint;
  resource: Resource;
}
export interface UnfreezeBalanceV2 extends ContractBase {
  type: 'UnfreezeBalanceV2';
  unfreezeBalance: bigint;
  resource: Resource;
}
export interface WithdrawExpireUnfreeze extends ContractBase {
  type: 'WithdrawExpireUnfreeze';
}
export interface DelegateResource extends ContractBase {
  type: 'DelegateResource';
  receiver: string;
  balance: bigint;
  resource: Resource;
  lock: boolean;
  /** Lock period in blocks (0 with lock = the default period). */
  lockPeriod: bigint;
}
export interface UnDelegateResource extends ContractBase {
  type: 'UnDelegateResource';
  receiver: string;
  balance: bigint;
  resource: Resource;
}
export interface CancelAllUnfreezeV2 extends ContractBase {
  type: 'CancelAllUnfreezeV2';
}

export interface TransferAsset extends ContractBase {
  type: 'TransferAsset';
  to: string;
  /** Token ID ("1005416") for PRC10 tokens issued after AllowSameTokenName, else the token name. */
  assetName: string;
  amount: bigint;
}
export interface AssetIssue extends ContractBase {
  type: 'AssetIssue';
  id: string;
  name: string;
  abbr: string;
  description: string;
  url: string;
  totalSupply: bigint;
  precision: number;
  /** Price: `trxNum` sun buys `num` token units. */
  trxNum: bigint;
  num: bigint;
  startTime: bigint;
  endTime: bigint;
  freeAssetNetLimit: bigint;
  publicFreeAssetNetLimit: bigint;
  frozenSupply: Array<{ amount: bigint; days: bigint }>;
}
export interface ParticipateAssetIssue extends ContractBase {
  type: 'ParticipateAssetIssue';
  to: string;
  assetName: string;
  amount: bigint;
}
export interface UpdateAsset extends ContractBase {
  type: 'UpdateAsset';
  description: string;
  url: string;
  newLimit: bigint;
  newPublicLimit: bigint;
}
export interface UnfreezeAsset extends ContractBase {
  type: 'UnfreezeAsset';
}

export interface VoteWitness extends ContractBase {
  type: 'VoteWitness';
  votes: Array<{ address: string; count: bigint }>;
  totalVotes: bigint;
}
export interface WitnessCreate extends ContractBase {
  type: 'WitnessCreate';
  url: string;
}
export interface WitnessUpdate extends ContractBase {
  type: 'WitnessUpdate';
  url: string;
}
export interface UpdateBrokerage extends ContractBase {
  type: 'UpdateBrokerage';
  /** Percent of rewards the SR keeps (0–100). */
  brokerage: number;
}

export interface ProposalCreate extends ContractBase {
  type: 'ProposalCreate';
  parameters: Array<{ key: number; value: bigint }>;
}
export interface ProposalApprove extends ContractBase {
  type: 'ProposalApprove';
  proposalId: bigint;
  /** true approves, false withdraws an approval. */
  approve: boolean;
}
export interface ProposalDelete extends ContractBase {
  type: 'ProposalDelete';
  proposalId: bigint;
}

export interface CreateSmartContract extends ContractBase {
  type: 'CreateSmartContract';
  name: string;
  originAddress?: string;
  abi: AbiEntry[];
  /** Creation code followed by the ABI-encoded constructor arguments, hex. */
  bytecode: string;
  callValue: bigint;
  consumeUserResourcePercent: number;
  originEnergyLimit: bigint;
  callTokenValue: bigint;
  tokenId: bigint;
}
export interface TriggerSmartContract extends ContractBase {
  type: 'TriggerSmartContract';
  contract: string;
  /** Call data, hex. */
  data: string;
  /** First 4 bytes of data (the function selector), hex; '' when data is shorter. */
  selector: string;
  callValue: bigint;
  callTokenValue: bigint;
  tokenId: bigint;
}
export interface UpdateSetting extends ContractBase {
  type: 'UpdateSetting';
  contract: string;
  consumeUserResourcePercent: number;
}
export interface UpdateEnergyLimit extends ContractBase {
  type: 'UpdateEnergyLimit';
  contract: string;
  originEnergyLimit: bigint;
}
export interface ClearABI extends ContractBase {
  type: 'ClearABI';
  contract: string;
}

/** A contract type we do not decode, or a malformed one. Never thrown. */
export interface UnknownContract {
  type: 'Unknown';
  typeName: string;
  /** Why it was not decoded. */
  reason: string;
  raw: unknown;
}

export type DecodedContract =
  | AccountCreate
  | AccountUpdate
  | SetAccountId
  | AccountPermissionUpdate
  | Transfer
  | WithdrawBalance
  | FreezeBalance
  | UnfreezeBalance
  | FreezeBalanceV2
  | UnfreezeBalanceV2
  | WithdrawExpireUnfreeze
  | DelegateResource
  | UnDelegateResource
  | CancelAllUnfreezeV2
  | TransferAsset
  | AssetIssue
  | ParticipateAssetIssue
  | UpdateAsset
  | UnfreezeAsset
  | VoteWitness
  | WitnessCreate
  | WitnessUpdate
  | UpdateBrokerage
  | ProposalCreate
  | ProposalApprove
  | ProposalDelete
  | CreateSmartContract
  | TriggerSmartContract
  | UpdateSetting
  | UpdateEnergyLimit
  | ClearABI
  | UnknownContract;

export type DecodedContractType = DecodedContract['type'];
