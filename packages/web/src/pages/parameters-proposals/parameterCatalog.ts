/**
 * java-tron's chain parameters as `getchainparameters` names them, with the number a proposal uses to
 * change each (ProposalUtil.ProposalType) and what it means. The API reports names and values only.
 */
export interface ParameterInfo {
  key: string;
  /** Proposal number. */
  id: number;
  label: string;
  /** How the raw value reads: sun amounts also in POX, flags as yes/no. */
  unit?: 'sun' | 'ms' | 'flag';
}

const p = (key: string, id: number, label: string, unit?: ParameterInfo['unit']): ParameterInfo =>
  unit === undefined ? { key, id, label } : { key, id, label, unit };

export const PARAMETERS: readonly ParameterInfo[] = [
  p('getMaintenanceTimeInterval', 0, 'Maintenance interval', 'ms'),
  p('getAccountUpgradeCost', 1, 'Cost of applying to be an SR', 'sun'),
  p('getCreateAccountFee', 2, 'Account creation fee', 'sun'),
  p('getTransactionFee', 3, 'Bandwidth price (sun per byte)', 'sun'),
  p('getAssetIssueFee', 4, 'Token issue fee', 'sun'),
  p('getWitnessPayPerBlock', 5, 'Block producer reward', 'sun'),
  p('getWitnessStandbyAllowance', 6, 'SR standby allowance', 'sun'),
  p('getCreateNewAccountFeeInSystemContract', 7, 'Account creation fee in system contracts', 'sun'),
  p('getCreateNewAccountBandwidthRate', 8, 'Bandwidth rate of account creation'),
  p('getAllowCreationOfContracts', 9, 'Smart contracts allowed', 'flag'),
  p('getRemoveThePowerOfTheGr', 10, 'Genesis SR votes removed'),
  p('getEnergyFee', 11, 'Energy price (sun per energy)', 'sun'),
  p('getExchangeCreateFee', 12, 'Exchange creation fee', 'sun'),
  p('getMaxCpuTimeOfOneTx', 13, 'Maximum CPU time of a transaction (ms)'),
  p('getAllowUpdateAccountName', 14, 'Account names may change', 'flag'),
  p('getAllowSameTokenName', 15, 'Tokens may share a name', 'flag'),
  p('getAllowDelegateResource', 16, 'Resource delegation allowed', 'flag'),
  p('getTotalEnergyLimit', 17, 'Total daily energy (legacy)'),
  p('getAllowTvmTransferTrc10', 18, 'PRC10 transfers in contracts', 'flag'),
  p('getTotalEnergyCurrentLimit', 19, 'Total daily energy'),
  p('getAllowMultiSign', 20, 'Multi-signature allowed', 'flag'),
  p('getAllowAdaptiveEnergy', 21, 'Adaptive energy', 'flag'),
  p('getUpdateAccountPermissionFee', 22, 'Permission update fee', 'sun'),
  p('getMultiSignFee', 23, 'Multi-signature fee', 'sun'),
  p('getAllowProtoFilterNum', 24, 'Protobuf number filter', 'flag'),
  p('getAllowAccountStateRoot', 25, 'Account state root', 'flag'),
  p('getAllowTvmConstantinople', 26, 'VM Constantinople rules', 'flag'),
  p('getAdaptiveResourceLimitMultiplier', 29, 'Adaptive resource limit multiplier'),
  p('getChangeDelegation', 30, 'Voter rewards (brokerage) enabled', 'flag'),
  p('getWitness127PayPerBlock', 31, 'Reward shared by the 127 SRs per block', 'sun'),
  p('getAllowTvmSolidity059', 32, 'VM Solidity 0.5.9 rules', 'flag'),
  p('getAdaptiveResourceLimitTargetRatio', 33, 'Adaptive resource target ratio'),
  p('getForbidTransferToContract', 35, 'Transfers to contracts forbidden', 'flag'),
  p('getAllowShieldedTRC20Transaction', 39, 'Shielded PRC20 transactions', 'flag'),
  p('getAllowPBFT', 40, 'PBFT consensus', 'flag'),
  p('getAllowTvmIstanbul', 41, 'VM Istanbul rules', 'flag'),
  p('getAllowMarketTransaction', 44, 'Market transactions', 'flag'),
  p('getMarketSellFee', 45, 'Market sell fee', 'sun'),
  p('getMarketCancelFee', 46, 'Market cancel fee', 'sun'),
  p('getMaxFeeLimit', 47, 'Maximum fee limit', 'sun'),
  p('getAllowTransactionFeePool', 48, 'Transaction fee pool', 'flag'),
  p('getAllowOptimizeBlackHole', 49, 'Fees burned instead of sent to the black hole', 'flag'),
  p('getAllowNewResourceModel', 51, 'New resource model', 'flag'),
  p('getAllowTvmFreeze', 52, 'Staking from contracts', 'flag'),
  p('getAllowAccountAssetOptimization', 53, 'Account asset optimization', 'flag'),
  p('getAllowTvmVote', 59, 'Voting from contracts', 'flag'),
  p('getAllowTvmCompatibleEvm', 60, 'EVM compatibility', 'flag'),
  p('getFreeNetLimit', 61, 'Free bandwidth per account per day'),
  p('getTotalNetLimit', 62, 'Total daily bandwidth'),
  p('getAllowTvmLondon', 63, 'VM London rules', 'flag'),
  p('getAllowHigherLimitForMaxCpuTimeOfOneTx', 65, 'Higher CPU time limit', 'flag'),
  p('getAllowAssetOptimization', 66, 'Asset optimization', 'flag'),
  p('getAllowNewReward', 67, 'New reward algorithm', 'flag'),
  p('getMemoFee', 68, 'Memo fee', 'sun'),
  p('getAllowDelegateOptimization', 69, 'Delegation optimization', 'flag'),
  p('getUnfreezeDelayDays', 70, 'Unstaking period (days)'),
  p('getAllowOptimizedReturnValueOfChainId', 71, 'Optimized CHAINID value', 'flag'),
  p('getAllowDynamicEnergy', 72, 'Dynamic energy', 'flag'),
  p('getDynamicEnergyThreshold', 73, 'Dynamic energy threshold'),
  p('getDynamicEnergyIncreaseFactor', 74, 'Dynamic energy increase factor'),
  p('getDynamicEnergyMaxFactor', 75, 'Dynamic energy maximum factor'),
  p('getAllowTvmShanghai', 76, 'VM Shanghai rules', 'flag'),
  p('getAllowCancelAllUnfreezeV2', 77, 'Cancelling all unstakes allowed', 'flag'),
  p('getMaxDelegateLockPeriod', 78, 'Maximum delegation lock (blocks)'),
  p('getAllowOldRewardOpt', 79, 'Old reward optimization', 'flag'),
  p('getAllowEnergyAdjustment', 81, 'Energy adjustment', 'flag'),
  p('getMaxCreateAccountTxSize', 82, 'Maximum account-creation transaction size'),
];

const BY_KEY = new Map(PARAMETERS.map((info) => [info.key, info]));

export function parameterInfo(key: string): ParameterInfo | undefined {
  return BY_KEY.get(key);
}
