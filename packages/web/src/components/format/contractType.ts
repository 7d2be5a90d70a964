/** Words for the contract types a visitor meets most; the rest are spelled from their java-tron name. */
const LABELS: Readonly<Record<string, string>> = {
  TransferContract: 'Transfer',
  TransferAssetContract: 'PRC10 Transfer',
  TriggerSmartContract: 'Contract Call',
  CreateSmartContract: 'Contract Creation',
  VoteWitnessContract: 'Vote',
  WithdrawBalanceContract: 'Claim Rewards',
  FreezeBalanceContract: 'Stake (1.0)',
  UnfreezeBalanceContract: 'Unstake (1.0)',
  FreezeBalanceV2Contract: 'Stake',
  UnfreezeBalanceV2Contract: 'Unstake',
  WithdrawExpireUnfreezeContract: 'Withdraw Unstaked',
  DelegateResourceContract: 'Delegate Resources',
  UnDelegateResourceContract: 'Reclaim Resources',
  CancelAllUnfreezeV2Contract: 'Cancel Unstaking',
  AssetIssueContract: 'PRC10 Issue',
  WitnessCreateContract: 'SR Application',
  AccountPermissionUpdateContract: 'Permission Update',
};

/** "TriggerSmartContract" → "Contract Call"; "ProposalCreateContract" → "Proposal Create". */
export function contractTypeLabel(name: string): string {
  return (
    LABELS[name] ??
    name
      .replace(/Contract$/, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .trim()
  );
}
