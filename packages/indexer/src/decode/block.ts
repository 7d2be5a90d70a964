import { contractTypeNumber, decodeJavaTronMessage, storedRawDataHex } from '@poxscan/protocol/chain';
import { NodeResponseError } from '../node/client.js';
import type { BlockJson, TransactionInfoJson, TransactionJson } from '../node/types.js';
import { base58Field } from './addresses.js';
import { contractFacts, int } from './contract.js';
import { internalFacts } from './internal.js';
import { type EventDecoder, logRows } from './logs.js';
import type { DecodedBlock, DecodedTx, TxStored } from './rows.js';
import { signatureColumns } from './signatures.js';
import { blockSize } from './size.js';

const CREATE_SMART_CONTRACT = contractTypeNumber('CreateSmartContract');
const ASSET_ISSUE = contractTypeNumber('AssetIssueContract');

export interface DecodeContext {
  decodeEvent: EventDecoder;
  /** The revert reason carried by a failed call's return data, or null. */
  decodeRevert: (returnDataHex: string) => string | null;
  /** What each block issues, by the chain parameters in force. */
  pay: BlockPay;
}

/** The POX each block issues, sun. */
export interface BlockPay {
  /** The producer's pay (getWitnessPayPerBlock). */
  witness: bigint;
  /** What the 127 most voted SRs' shares of getWitness127PayPerBlock credit, paid while any SR has votes. */
  standby: bigint;
}

const text = (hex: string | undefined): string | null =>
  hex === undefined || hex === '' ? null : decodeJavaTronMessage(hex);

function decodeTx(
  tx: TransactionJson,
  info: TransactionInfoJson | undefined,
  blockNum: number,
  time: number,
  context: DecodeContext,
): DecodedTx & { stored: TxStored } {
  const contract = tx.raw_data.contract[0];
  if (contract === undefined) throw new NodeResponseError(`transaction ${tx.txID} has no contract`);
  const type = contractTypeNumber(contract.type);
  if (type === undefined)
    throw new NodeResponseError(`transaction ${tx.txID}: unknown contract type ${contract.type}`);
  const owner = base58Field(String(contract.parameter.value.owner_address));
  const contractRet = tx.ret?.[0]?.contractRet ?? 'SUCCESS';
  const success = info?.result !== 'FAILED' && contractRet === 'SUCCESS';
  const facts = contractFacts(contract, owner, info, success);
  const logs = success ? logRows(info?.log, context.decodeEvent) : { rows: [], transfers: [] };
  const internal = internalFacts(info?.internal_transactions, success);
  const returnData = info?.contractResult?.[0] ?? '';
  const receipt = info?.receipt ?? {};
  const signatures = signatureColumns((tx.signature ?? []).map((s) => s.toLowerCase()));
  return {
    row: {
      hash: tx.txID.toLowerCase(),
      blockNum,
      time,
      contractType: type,
      owner,
      to: facts.to,
      contractAddress: facts.contractAddress,
      amount: facts.amount,
      tokenId: facts.tokenId,
      fee: int(info?.fee),
      energyUsage: Number(receipt.energy_usage_total ?? 0),
      callerEnergyUsage: Number(receipt.energy_usage ?? 0),
      originEnergyUsage: Number(receipt.origin_energy_usage ?? 0),
      energyFee: int(receipt.energy_fee),
      netUsage: Number(receipt.net_usage ?? 0),
      netFee: int(receipt.net_fee),
      feeLimit: tx.raw_data.fee_limit === undefined ? null : Number(tx.raw_data.fee_limit),
      success,
      result: receipt.result ?? contractRet,
      resource: facts.resource,
    },
    stored: {
      columns: {
        resultMessage: text(info?.resMessage),
        revertReason: !success && returnData !== '' ? context.decodeRevert(returnData) : null,
        methodId: facts.methodId,
        memo: text(tx.raw_data.data),
        parameterJson: facts.parameterJson,
        signaturesJson: signatures.json,
        signatureBytesHex: signatures.bytesHex,
        storedRawDataHex: storedRawDataHex(tx.raw_data_hex, {
          contractType: type,
          ownerAddress: owner,
          toAddress: facts.to,
        }),
      },
      logs: logs.rows,
      internals: internal.rows,
    },
    transfers: [...facts.transfers, ...internal.transfers, ...logs.transfers],
    contractsCreated: [
      ...(type === CREATE_SMART_CONTRACT && success && facts.contractAddress !== null
        ? [{ address: facts.contractAddress, creator: owner }]
        : []),
      ...internal.contractsCreated,
    ],
    assetIssued: type === ASSET_ISSUE && success && info?.assetIssueID ? info.assetIssueID : null,
  };
}

/** A block and its receipts (gettransactioninfobyblocknum) as rows. */
export function decodeBlock(
  block: BlockJson,
  infos: TransactionInfoJson[],
  context: DecodeContext,
): DecodedBlock {
  const raw = block.block_header.raw_data;
  const num = raw.number ?? 0;
  const time = raw.timestamp ?? 0;
  const byId = new Map(infos.map((info) => [info.id.toLowerCase(), info]));
  const transactions = block.transactions ?? [];
  const txs = transactions.map((tx) => {
    const info = byId.get(tx.txID.toLowerCase());
    if (info === undefined && num > 0) {
      throw new NodeResponseError(`block ${num}: no receipt for transaction ${tx.txID}`);
    }
    return decodeTx(tx, info, num, time, context);
  });
  return {
    block: {
      num,
      hash: block.blockID.toLowerCase(),
      parentHash: raw.parentHash.toLowerCase(),
      time,
      witness: base58Field(raw.witness_address),
      txTrieRoot: (raw.txTrieRoot ?? '').toLowerCase(),
      version: raw.version ?? 0,
      size: blockSize(block),
      txCount: txs.length,
      transferCount: txs.reduce((n, t) => n + t.transfers.length, 0),
      internalTxCount: txs.reduce((n, t) => n + t.stored.internals.length, 0),
      eventCount: txs.reduce((n, t) => n + t.stored.logs.length, 0),
      energyUsed: txs.reduce((n, t) => n + t.row.energyUsage, 0),
      netUsed: txs.reduce((n, t) => n + t.row.netUsage, 0),
      fee: txs.reduce((n, t) => n + t.row.fee, 0n),
      reward: num === 0 ? 0n : context.pay.witness,
      standbyReward: num === 0 ? 0n : context.pay.standby,
    },
    txs,
  };
}
