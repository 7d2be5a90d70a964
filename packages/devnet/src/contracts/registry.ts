import type { BlockContext } from '../chain/context.js';
import type { VmRuntime } from '../evm/runtime.js';
import type { ContractOutcome } from '../tx/receipt.js';
import type { ChainTx } from '../tx/types.js';
import { assetIssue } from './asset.js';
import { type ProposalTiming, proposalApprove, proposalCreate, proposalDelete } from './proposal.js';
import { createSmartContract, triggerSmartContract } from './smart.js';
import {
  cancelAllUnfreezeV2,
  delegateResource,
  freezeBalanceV2,
  unDelegateResource,
  unfreezeBalanceV2,
  withdrawExpireUnfreeze,
} from './stake.js';
import { accountCreate, accountUpdate, transfer, transferAsset } from './transfer.js';
import { updateBrokerage, voteWitness, withdrawBalance, witnessCreate, witnessUpdate } from './witness.js';

export interface ExecEnv {
  vm: VmRuntime;
  timing: ProposalTiming;
}

type Actuator = (ctx: BlockContext, tx: ChainTx, env: ExecEnv) => ContractOutcome | Promise<ContractOutcome>;

/** The contract types this chain executes, by java-tron type name. */
export const ACTUATORS: Readonly<Record<string, Actuator>> = {
  AccountCreateContract: accountCreate,
  TransferContract: transfer,
  TransferAssetContract: transferAsset,
  AssetIssueContract: assetIssue,
  AccountUpdateContract: accountUpdate,
  VoteWitnessContract: voteWitness,
  WitnessCreateContract: witnessCreate,
  WitnessUpdateContract: witnessUpdate,
  UpdateBrokerageContract: updateBrokerage,
  WithdrawBalanceContract: withdrawBalance,
  FreezeBalanceV2Contract: freezeBalanceV2,
  UnfreezeBalanceV2Contract: unfreezeBalanceV2,
  WithdrawExpireUnfreezeContract: withdrawExpireUnfreeze,
  DelegateResourceContract: delegateResource,
  UnDelegateResourceContract: unDelegateResource,
  CancelAllUnfreezeV2Contract: cancelAllUnfreezeV2,
  ProposalCreateContract: (ctx, tx, env) => proposalCreate(ctx, tx, env.timing),
  ProposalApproveContract: proposalApprove,
  ProposalDeleteContract: proposalDelete,
  CreateSmartContract: (ctx, tx, env) => createSmartContract(ctx, tx, env.vm),
  TriggerSmartContract: (ctx, tx, env) => triggerSmartContract(ctx, tx, env.vm),
};
