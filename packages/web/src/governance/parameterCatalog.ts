/**
 * What java-tron's chain parameters mean, by the name `getchainparameters` gives them: a label and how
 * the raw value reads. Proposal numbers, values and history come from the API.
 */
export interface ParameterInfo {
  key: string;
  label: string;
  /** How the raw value reads: sun amounts also in POX, flags as yes/no. */
  unit?: 'sun' | 'ms' | 'flag';
}

const p = (key: string, label: string, unit?: ParameterInfo['unit']): ParameterInfo =>
  unit === undefined ? { key, label } : { key, label, unit };

const PARAMETERS: readonly ParameterInfo[] = [
  p('getMaintenanceTimeInterval', 'Maintenance interval', 'ms'),
  p('getAccountUpgradeCost', 'Cost of applying to be an SR', 'sun'),
  p('getCreateAccountFee', 'Account creation fee', 'sun'),
  p('getTransactionFee', 'Bandwidth price (sun per byte)', 'sun'),
  p('getAssetIssueFee', 'Token issue fee', 'sun'),
  p('getWitnessPayPerBlock', 'Block producer reward', 'sun'),
  p('getWitnessStandbyAllowance', 'SR standby allowance', 'sun'),
  p('getCreateNewAccountFeeInSystemContract', 'Account creation fee in system contracts', 'sun'),
  p('getCreateNewAccountBandwidthRate', 'Bandwidth rate of account creation'),
  p('getAllowCreationOfContracts', 'Smart contracts allowed', 'flag'),
  p('getRemoveThePowerOfTheGr', 'Genesis SR votes removed'),
  p('getEnergyFee', 'Energy price (sun per energy)', 'sun'),
  p('getExchangeCreateFee', 'Exchange creation fee', 'sun'),
  p('getMaxCpuTimeOfOneTx', 'Maximum CPU time of a transaction (ms)'),
  p('getAllowUpdateAccountName', 'Account names may change', 'flag'),
  p('getAllowSameTokenName', 'Tokens may share a name', 'flag'),
  p('getAllowDelegateResource', 'Resource delegation allowed', 'flag'),
  p('getTotalEnergyLimit', 'Total daily energy (legacy)'),
  p('getAllowTvmTransferTrc10', 'PRC10 transfers in contracts', 'flag'),
  p('getTotalEnergyCurrentLimit', 'Total daily energy'),
  p('getAllowMultiSign', 'Multi-signature allowed', 'flag'),
  p('getAllowAdaptiveEnergy', 'Adaptive energy', 'flag'),
  p('getUpdateAccountPermissionFee', 'Permission update fee', 'sun'),
  p('getMultiSignFee', 'Multi-signature fee', 'sun'),
  p('getAllowProtoFilterNum', 'Protobuf number filter', 'flag'),
  p('getAllowAccountStateRoot', 'Account state root', 'flag'),
  p('getAllowTvmConstantinople', 'VM Constantinople rules', 'flag'),
  p('getAdaptiveResourceLimitMultiplier', 'Adaptive resource limit multiplier'),
  p('getChangeDelegation', 'Voter rewards (brokerage) enabled', 'flag'),
  p('getWitness127PayPerBlock', 'Reward shared by the 127 SRs per block', 'sun'),
  p('getAllowTvmSolidity059', 'VM Solidity 0.5.9 rules', 'flag'),
  p('getAdaptiveResourceLimitTargetRatio', 'Adaptive resource target ratio'),
  p('getForbidTransferToContract', 'Transfers to contracts forbidden', 'flag'),
  p('getAllowShieldedTRC20Transaction', 'Shielded PRC20 transactions', 'flag'),
  p('getAllowPBFT', 'PBFT consensus', 'flag'),
  p('getAllowTvmIstanbul', 'VM Istanbul rules', 'flag'),
  p('getAllowMarketTransaction', 'Market transactions', 'flag'),
  p('getMarketSellFee', 'Market sell fee', 'sun'),
  p('getMarketCancelFee', 'Market cancel fee', 'sun'),
  p('getMaxFeeLimit', 'Maximum fee limit', 'sun'),
  p('getAllowTransactionFeePool', 'Transaction fee pool', 'flag'),
  p('getAllowOptimizeBlackHole', 'Fees burned instead of sent to the black hole', 'flag'),
  p('getAllowNewResourceModel', 'New resource model', 'flag'),
  p('getAllowTvmFreeze', 'Staking from contracts', 'flag'),
  p('getAllowAccountAssetOptimization', 'Account asset optimization', 'flag'),
  p('getAllowTvmVote', 'Voting from contracts', 'flag'),
  p('getAllowTvmCompatibleEvm', 'EVM compatibility', 'flag'),
  p('getFreeNetLimit', 'Free bandwidth per account per day'),
  p('getTotalNetLimit', 'Total daily bandwidth'),
  p('getAllowTvmLondon', 'VM London rules', 'flag'),
  p('getAllowHigherLimitForMaxCpuTimeOfOneTx', 'Higher CPU time limit', 'flag'),
  p('getAllowAssetOptimization', 'Asset optimization', 'flag'),
  p('getAllowNewReward', 'New reward algorithm', 'flag'),
  p('getMemoFee', 'Memo fee', 'sun'),
  p('getAllowDelegateOptimization', 'Delegation optimization', 'flag'),
  p('getUnfreezeDelayDays', 'Unstaking period (days)'),
  p('getAllowOptimizedReturnValueOfChainId', 'Optimized CHAINID value', 'flag'),
  p('getAllowDynamicEnergy', 'Dynamic energy', 'flag'),
  p('getDynamicEnergyThreshold', 'Dynamic energy threshold'),
  p('getDynamicEnergyIncreaseFactor', 'Dynamic energy increase factor'),
  p('getDynamicEnergyMaxFactor', 'Dynamic energy maximum factor'),
  p('getAllowTvmShanghai', 'VM Shanghai rules', 'flag'),
  p('getAllowCancelAllUnfreezeV2', 'Cancelling all unstakes allowed', 'flag'),
  p('getMaxDelegateLockPeriod', 'Maximum delegation lock (blocks)'),
  p('getAllowOldRewardOpt', 'Old reward optimization', 'flag'),
  p('getAllowEnergyAdjustment', 'Energy adjustment', 'flag'),
  p('getMaxCreateAccountTxSize', 'Maximum account-creation transaction size'),
];

const BY_KEY = new Map(PARAMETERS.map((info) => [info.key, info]));

export function parameterInfo(key: string): ParameterInfo | undefined {
  return BY_KEY.get(key);
}
