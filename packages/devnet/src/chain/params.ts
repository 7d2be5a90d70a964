/**
 * Chain parameters: java-tron's `getchainparameters` keys, their proposal ids (ProposalUtil.ProposalType)
 * and mainnet values, except where the genesis config overrides them (e.g. the maintenance interval).
 */
export interface ParameterDef {
  key: string;
  /** Proposal id that changes it; undefined = not changeable by proposal here. */
  id?: number;
  value: number;
}

export const PARAMETER_DEFS: readonly ParameterDef[] = [
  { key: 'getMaintenanceTimeInterval', id: 0, value: 21_600_000 },
  { key: 'getAccountUpgradeCost', id: 1, value: 9_999_000_000 },
  { key: 'getCreateAccountFee', id: 2, value: 100_000 },
  { key: 'getTransactionFee', id: 3, value: 1_000 },
  { key: 'getAssetIssueFee', id: 4, value: 1_024_000_000 },
  { key: 'getWitnessPayPerBlock', id: 5, value: 16_000_000 },
  { key: 'getWitnessStandbyAllowance', id: 6, value: 115_200_000_000 },
  { key: 'getCreateNewAccountFeeInSystemContract', id: 7, value: 1_000_000 },
  { key: 'getCreateNewAccountBandwidthRate', id: 8, value: 1 },
  { key: 'getAllowCreationOfContracts', id: 9, value: 1 },
  { key: 'getRemoveThePowerOfTheGr', id: 10, value: -1 },
  { key: 'getEnergyFee', id: 11, value: 100 },
  { key: 'getExchangeCreateFee', id: 12, value: 1_024_000_000 },
  { key: 'getMaxCpuTimeOfOneTx', id: 13, value: 80 },
  { key: 'getAllowUpdateAccountName', id: 14, value: 0 },
  { key: 'getAllowSameTokenName', id: 15, value: 1 },
  { key: 'getAllowDelegateResource', id: 16, value: 1 },
  { key: 'getTotalEnergyLimit', id: 17, value: 90_000_000_000 },
  { key: 'getAllowTvmTransferTrc10', id: 18, value: 1 },
  { key: 'getTotalEnergyCurrentLimit', id: 19, value: 90_000_000_000 },
  { key: 'getAllowMultiSign', id: 20, value: 1 },
  { key: 'getAllowAdaptiveEnergy', id: 21, value: 0 },
  { key: 'getUpdateAccountPermissionFee', id: 22, value: 100_000_000 },
  { key: 'getMultiSignFee', id: 23, value: 1_000_000 },
  { key: 'getAllowAccountStateRoot', id: 25, value: 0 },
  { key: 'getAllowProtoFilterNum', id: 24, value: 0 },
  { key: 'getAllowTvmConstantinople', id: 26, value: 1 },
  { key: 'getAllowTvmSolidity059', id: 32, value: 1 },
  { key: 'getAllowTvmIstanbul', id: 41, value: 1 },
  { key: 'getAllowShieldedTRC20Transaction', id: 39, value: 1 },
  { key: 'getForbidTransferToContract', id: 35, value: 0 },
  { key: 'getAdaptiveResourceLimitTargetRatio', id: 33, value: 10 },
  { key: 'getAdaptiveResourceLimitMultiplier', id: 29, value: 1_000 },
  { key: 'getChangeDelegation', id: 30, value: 1 },
  { key: 'getWitness127PayPerBlock', id: 31, value: 160_000_000 },
  { key: 'getAllowMarketTransaction', id: 44, value: 0 },
  { key: 'getMarketSellFee', id: 45, value: 0 },
  { key: 'getMarketCancelFee', id: 46, value: 0 },
  { key: 'getAllowPBFT', id: 40, value: 0 },
  { key: 'getAllowTransactionFeePool', id: 48, value: 0 },
  { key: 'getMaxFeeLimit', id: 47, value: 15_000_000_000 },
  { key: 'getAllowOptimizeBlackHole', id: 49, value: 1 },
  { key: 'getAllowNewResourceModel', id: 51, value: 1 },
  { key: 'getAllowTvmFreeze', id: 52, value: 1 },
  { key: 'getAllowTvmVote', id: 59, value: 1 },
  { key: 'getAllowTvmLondon', id: 63, value: 1 },
  { key: 'getAllowTvmCompatibleEvm', id: 60, value: 1 },
  { key: 'getAllowAccountAssetOptimization', id: 53, value: 0 },
  { key: 'getFreeNetLimit', id: 61, value: 600 },
  { key: 'getTotalNetLimit', id: 62, value: 43_200_000_000 },
  { key: 'getAllowHigherLimitForMaxCpuTimeOfOneTx', id: 65, value: 1 },
  { key: 'getAllowAssetOptimization', id: 66, value: 1 },
  { key: 'getAllowNewReward', id: 67, value: 1 },
  { key: 'getMemoFee', id: 68, value: 1_000_000 },
  { key: 'getAllowDelegateOptimization', id: 69, value: 1 },
  { key: 'getUnfreezeDelayDays', id: 70, value: 14 },
  { key: 'getAllowOptimizedReturnValueOfChainId', id: 71, value: 1 },
  { key: 'getAllowDynamicEnergy', id: 72, value: 0 },
  { key: 'getDynamicEnergyThreshold', id: 73, value: 0 },
  { key: 'getDynamicEnergyIncreaseFactor', id: 74, value: 0 },
  { key: 'getDynamicEnergyMaxFactor', id: 75, value: 0 },
  { key: 'getAllowTvmShanghai', id: 76, value: 1 },
  { key: 'getAllowCancelAllUnfreezeV2', id: 77, value: 1 },
  { key: 'getMaxDelegateLockPeriod', id: 78, value: 86_400 },
  { key: 'getAllowOldRewardOpt', id: 79, value: 1 },
  { key: 'getAllowEnergyAdjustment', id: 81, value: 1 },
  { key: 'getMaxCreateAccountTxSize', id: 82, value: 1_000 },
];

const BY_ID = new Map(PARAMETER_DEFS.filter((d) => d.id !== undefined).map((d) => [d.id!, d]));

export const parameterById = (id: number): ParameterDef | undefined => BY_ID.get(id);

export type ChainParameters = Map<string, number>;

export function defaultParameters(overrides: Record<string, number> = {}): ChainParameters {
  const params: ChainParameters = new Map(PARAMETER_DEFS.map((d) => [d.key, d.value]));
  for (const [key, value] of Object.entries(overrides)) {
    if (!params.has(key)) throw new Error(`unknown chain parameter in genesis: ${key}`);
    params.set(key, value);
  }
  return params;
}

export function param(params: ChainParameters, key: string): number {
  const value = params.get(key);
  if (value === undefined) throw new Error(`missing chain parameter ${key}`);
  return value;
}
