import type { StoredBlock } from '../chain/stored-block.js';
import { transactionJson } from '../tx/codec.js';
import type { TxReceipt } from '../tx/receipt.js';
import type { ChainTx } from '../tx/types.js';
import { addressOut, toVisible } from './visible.js';

export function txJson(
  tx: ChainTx,
  contractRet: string | undefined,
  visible: boolean,
): Record<string, unknown> {
  const json = transactionJson(tx, contractRet);
  return visible ? { ...json, raw_data: toVisible(json.raw_data) } : json;
}

/** java-tron's Block JSON; `detail=false` leaves out the transactions (getblock). */
export function blockJson(block: StoredBlock, visible: boolean, detail = true): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  if (block.number !== 0) raw.number = block.number;
  raw.txTrieRoot = block.txTrieRoot;
  raw.witness_address = addressOut(block.witness, visible);
  raw.parentHash = block.parentHash;
  raw.version = block.version;
  raw.timestamp = block.timestamp;
  const header: Record<string, unknown> = { raw_data: raw };
  if (block.witnessSignature !== '') header.witness_signature = block.witnessSignature;
  const json: Record<string, unknown> = { blockID: block.blockID, block_header: header };
  if (detail && block.transactions.length > 0) {
    json.transactions = block.transactions.map((tx, i) =>
      txJson(tx, block.receipts[i]!.contractRet, visible),
    );
  }
  return json;
}

const nonZero = (v: bigint | undefined): v is bigint => v !== undefined && v !== 0n;

/** java-tron's TransactionInfo JSON (always hex addresses, as java-tron prints it). */
export function receiptJson(r: TxReceipt): Record<string, unknown> {
  const receipt: Record<string, unknown> = {};
  if (nonZero(r.energyUsage)) receipt.energy_usage = Number(r.energyUsage);
  if (nonZero(r.energyFee)) receipt.energy_fee = Number(r.energyFee);
  if (nonZero(r.originEnergyUsage)) receipt.origin_energy_usage = Number(r.originEnergyUsage);
  if (nonZero(r.energyUsageTotal)) receipt.energy_usage_total = Number(r.energyUsageTotal);
  if (nonZero(r.netUsage)) receipt.net_usage = Number(r.netUsage);
  if (nonZero(r.netFee)) receipt.net_fee = Number(r.netFee);
  if (r.isVm) receipt.result = r.contractRet;
  const json: Record<string, unknown> = { id: r.id };
  if (nonZero(r.fee)) json.fee = Number(r.fee);
  json.blockNumber = r.blockNumber;
  json.blockTimeStamp = r.blockTimeStamp;
  json.contractResult = [r.contractResult];
  if (r.contractAddress !== undefined) json.contract_address = r.contractAddress;
  json.receipt = receipt;
  if (r.logs.length > 0 && !r.failed) json.log = r.logs;
  if (r.failed) json.result = 'FAILED';
  if (r.resMessage !== undefined) json.resMessage = Buffer.from(r.resMessage, 'utf8').toString('hex');
  if (r.assetIssueID !== undefined) json.assetIssueID = r.assetIssueID;
  if (nonZero(r.withdrawAmount)) json.withdraw_amount = Number(r.withdrawAmount);
  if (nonZero(r.unfreezeAmount)) json.unfreeze_amount = Number(r.unfreezeAmount);
  if (r.internalTransactions.length > 0) {
    json.internal_transactions = r.internalTransactions.map((t) => ({
      hash: t.hash,
      caller_address: t.caller,
      transferTo_address: t.to,
      callValueInfo: [t.callValue === 0n ? {} : { callValue: Number(t.callValue) }],
      note: t.note,
      ...(t.rejected ? { rejected: true } : {}),
    }));
  }
  if (nonZero(r.withdrawExpireAmount)) json.withdraw_expire_amount = Number(r.withdrawExpireAmount);
  if (r.cancelUnfreezeV2Amount !== undefined && r.cancelUnfreezeV2Amount.length > 0) {
    json.cancel_unfreezeV2_amount = r.cancelUnfreezeV2Amount.map(([key, value]) => ({
      key,
      value: Number(value),
    }));
  }
  return json;
}
