/** Everything java-tron's TransactionInfo reports about one executed transaction. */
export interface TxReceipt {
  id: string;
  fee: bigint;
  blockNumber: number;
  blockTimeStamp: number;
  contractRet: string;
  contractResult: string;
  contractAddress?: string;
  energyUsage: bigint;
  energyFee: bigint;
  originEnergyUsage: bigint;
  energyUsageTotal: bigint;
  netUsage: bigint;
  netFee: bigint;
  /** true for smart-contract transactions, which report receipt.result */
  isVm: boolean;
  logs: Array<{ address: string; topics: string[]; data: string }>;
  internalTransactions: InternalTx[];
  failed: boolean;
  resMessage?: string;
  assetIssueID?: string;
  withdrawAmount?: bigint;
  unfreezeAmount?: bigint;
  withdrawExpireAmount?: bigint;
  cancelUnfreezeV2Amount?: Array<[string, bigint]>;
}

export interface InternalTx {
  hash: string;
  caller: string;
  to: string;
  callValue: bigint;
  note: string;
  rejected: boolean;
}

/** What a contract's execution adds to the receipt. */
export type ContractOutcome = Partial<
  Pick<
    TxReceipt,
    | 'contractRet'
    | 'contractResult'
    | 'contractAddress'
    | 'logs'
    | 'internalTransactions'
    | 'failed'
    | 'resMessage'
    | 'assetIssueID'
    | 'withdrawAmount'
    | 'unfreezeAmount'
    | 'withdrawExpireAmount'
    | 'cancelUnfreezeV2Amount'
    | 'energyUsage'
    | 'energyFee'
    | 'originEnergyUsage'
    | 'energyUsageTotal'
    | 'isVm'
  >
> & { fee?: bigint };
