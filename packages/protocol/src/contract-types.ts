/**
 * java-tron's `Transaction.Contract.ContractType` enum (core/Tron.proto), number → name.
 * Numbers 7, 21–29, 34–40, 47 and 50 are unassigned; 54–59 are Stake 2.0.
 */
export const CONTRACT_TYPES = {
  0: 'AccountCreateContract',
  1: 'TransferContract',
  2: 'TransferAssetContract',
  3: 'VoteAssetContract',
  4: 'VoteWitnessContract',
  5: 'WitnessCreateContract',
  6: 'AssetIssueContract',
  8: 'WitnessUpdateContract',
  9: 'ParticipateAssetIssueContract',
  10: 'AccountUpdateContract',
  11: 'FreezeBalanceContract',
  12: 'UnfreezeBalanceContract',
  13: 'WithdrawBalanceContract',
  14: 'UnfreezeAssetContract',
  15: 'UpdateAssetContract',
  16: 'ProposalCreateContract',
  17: 'ProposalApproveContract',
  18: 'ProposalDeleteContract',
  19: 'SetAccountIdContract',
  20: 'CustomContract',
  30: 'CreateSmartContract',
  31: 'TriggerSmartContract',
  32: 'GetContract',
  33: 'UpdateSettingContract',
  41: 'ExchangeCreateContract',
  42: 'ExchangeInjectContract',
  43: 'ExchangeWithdrawContract',
  44: 'ExchangeTransactionContract',
  45: 'UpdateEnergyLimitContract',
  46: 'AccountPermissionUpdateContract',
  48: 'ClearABIContract',
  49: 'UpdateBrokerageContract',
  51: 'ShieldedTransferContract',
  52: 'MarketSellAssetContract',
  53: 'MarketCancelOrderContract',
  54: 'FreezeBalanceV2Contract',
  55: 'UnfreezeBalanceV2Contract',
  56: 'WithdrawExpireUnfreezeContract',
  57: 'DelegateResourceContract',
  58: 'UnDelegateResourceContract',
  59: 'CancelAllUnfreezeV2Contract',
} as const;

export type ContractTypeNumber = keyof typeof CONTRACT_TYPES;
export type ContractTypeName = (typeof CONTRACT_TYPES)[ContractTypeNumber];

const NUMBER_BY_NAME = new Map<string, ContractTypeNumber>(
  Object.entries(CONTRACT_TYPES).map(([n, name]) => [name, Number(n) as ContractTypeNumber]),
);

/** Name of a contract type number, e.g. 31 → "TriggerSmartContract"; undefined for unassigned numbers. */
export function contractTypeName(type: number): ContractTypeName | undefined {
  return Object.hasOwn(CONTRACT_TYPES, type) ? CONTRACT_TYPES[type as ContractTypeNumber] : undefined;
}

/**
 * Number of a contract type name ("TransferContract" → 1); undefined for unknown names. Given a
 * `ContractTypeName`, always a number, so code can name the types it means and a misspelt name does not
 * compile.
 */
export function contractTypeNumber(name: ContractTypeName): ContractTypeNumber;
export function contractTypeNumber(name: string): ContractTypeNumber | undefined;
export function contractTypeNumber(name: string): ContractTypeNumber | undefined {
  return NUMBER_BY_NAME.get(name);
}

/** The numbers of the named contract types, for a membership test on stored or decoded numbers. */
export function contractTypeNumbers(...names: ContractTypeName[]): ReadonlySet<number> {
  return new Set(names.map((name) => contractTypeNumber(name)));
}

/** java-tron's `type_url` of a contract parameter, e.g. "type.googleapis.com/protocol.TransferContract". */
export function contractTypeUrl(name: ContractTypeName): string {
  return `type.googleapis.com/protocol.${name}`;
}
