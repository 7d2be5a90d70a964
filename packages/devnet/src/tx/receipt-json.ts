import { hexToUtf8, utf8ToHex } from '@poxscan/protocol';
import type { InternalTx, TxReceipt } from './receipt.js';

/** java-tron's TransactionInfo JSON (hex addresses, as java-tron prints it; zero amounts omitted). */
export interface ReceiptJson {
  id: string;
  fee?: number;
  blockNumber: number;
  blockTimeStamp: number;
  contractResult: [string];
  contract_address?: string;
  receipt: {
    energy_usage?: number;
    energy_fee?: number;
    origin_energy_usage?: number;
    energy_usage_total?: number;
    net_usage?: number;
    net_fee?: number;
    result?: string;
  };
  log?: TxReceipt['logs'];
  result?: 'FAILED';
  resMessage?: string;
  assetIssueID?: string;
  withdraw_amount?: number;
  unfreeze_amount?: number;
  internal_transactions?: Array<{
    hash: string;
    caller_address: string;
    transferTo_address: string;
    callValueInfo: [{ callValue?: number }];
    note: string;
    rejected?: true;
  }>;
  withdraw_expire_amount?: number;
  cancel_unfreezeV2_amount?: Array<{ key: string; value: number }>;
}

const put = <K extends string>(key: K, v: bigint | undefined) =>
  (v ? { [key]: Number(v) } : {}) as Partial<Record<K, number>>;

export function receiptJson(r: TxReceipt): ReceiptJson {
  return {
    id: r.id,
    ...put('fee', r.fee),
    blockNumber: r.blockNumber,
    blockTimeStamp: r.blockTimeStamp,
    contractResult: [r.contractResult],
    ...(r.contractAddress === undefined ? {} : { contract_address: r.contractAddress }),
    receipt: {
      ...put('energy_usage', r.energyUsage),
      ...put('energy_fee', r.energyFee),
      ...put('origin_energy_usage', r.originEnergyUsage),
      ...put('energy_usage_total', r.energyUsageTotal),
      ...put('net_usage', r.netUsage),
      ...put('net_fee', r.netFee),
      ...(r.isVm ? { result: r.contractRet } : {}),
    },
    // Failed transactions carry no log.
    ...(r.logs.length > 0 && !r.failed ? { log: r.logs } : {}),
    ...(r.failed ? { result: 'FAILED' as const } : {}),
    ...(r.resMessage === undefined ? {} : { resMessage: utf8ToHex(r.resMessage) }),
    ...(r.assetIssueID === undefined ? {} : { assetIssueID: r.assetIssueID }),
    ...put('withdraw_amount', r.withdrawAmount),
    ...put('unfreeze_amount', r.unfreezeAmount),
    ...(r.internalTransactions.length > 0
      ? {
          internal_transactions: r.internalTransactions.map((t) => ({
            hash: t.hash,
            caller_address: t.caller,
            transferTo_address: t.to,
            callValueInfo: [t.callValue === 0n ? {} : { callValue: Number(t.callValue) }] as [
              { callValue?: number },
            ],
            note: t.note,
            ...(t.rejected ? { rejected: true as const } : {}),
          })),
        }
      : {}),
    ...put('withdraw_expire_amount', r.withdrawExpireAmount),
    ...(r.cancelUnfreezeV2Amount !== undefined && r.cancelUnfreezeV2Amount.length > 0
      ? {
          cancel_unfreezeV2_amount: r.cancelUnfreezeV2Amount.map(([key, value]) => ({
            key,
            value: Number(value),
          })),
        }
      : {}),
  };
}

const big = (value: number | undefined): bigint => BigInt(value ?? 0);

/**
 * The receipt that receiptJson wrote. java-tron reports a non-VM transaction's result in the
 * transaction's `ret`, not here: the caller passes it.
 */
export function receiptFromJson(json: ReceiptJson, contractRet: string): TxReceipt {
  const r = json.receipt;
  const internalTransactions: InternalTx[] = (json.internal_transactions ?? []).map((t) => ({
    hash: t.hash,
    caller: t.caller_address,
    to: t.transferTo_address,
    callValue: big(t.callValueInfo[0]?.callValue),
    note: t.note,
    rejected: t.rejected === true,
  }));
  return {
    id: json.id,
    fee: big(json.fee),
    blockNumber: json.blockNumber,
    blockTimeStamp: json.blockTimeStamp,
    contractRet,
    contractResult: json.contractResult[0] ?? '',
    ...(json.contract_address === undefined ? {} : { contractAddress: json.contract_address }),
    energyUsage: big(r.energy_usage),
    energyFee: big(r.energy_fee),
    originEnergyUsage: big(r.origin_energy_usage),
    energyUsageTotal: big(r.energy_usage_total),
    netUsage: big(r.net_usage),
    netFee: big(r.net_fee),
    isVm: r.result !== undefined,
    logs: json.log ?? [],
    internalTransactions,
    failed: json.result === 'FAILED',
    ...(json.resMessage === undefined ? {} : { resMessage: hexToUtf8(json.resMessage) }),
    ...(json.assetIssueID === undefined ? {} : { assetIssueID: json.assetIssueID }),
    ...(json.withdraw_amount === undefined ? {} : { withdrawAmount: BigInt(json.withdraw_amount) }),
    ...(json.unfreeze_amount === undefined ? {} : { unfreezeAmount: BigInt(json.unfreeze_amount) }),
    ...(json.withdraw_expire_amount === undefined
      ? {}
      : { withdrawExpireAmount: BigInt(json.withdraw_expire_amount) }),
    ...(json.cancel_unfreezeV2_amount === undefined
      ? {}
      : {
          cancelUnfreezeV2Amount: json.cancel_unfreezeV2_amount.map(({ key, value }) => [key, BigInt(value)]),
        }),
  };
}
