import {
  contractParameterJson,
  type DecodedContract,
  decodeContract,
  rawDataReadsContract,
} from '@poxscan/protocol/chain';
import type { ContractJson, Int, TransactionInfoJson } from '../node/types.js';
import { base58OrNull, parameterWithBase58 } from './addresses.js';
import type { TransferRow } from './rows.js';

/** What a transaction's contract says about who, whom and how much. */
export interface ContractFacts {
  to: string | null;
  contractAddress: string | null;
  amount: bigint;
  tokenId: string | null;
  methodId: string | null;
  /** value moved by the contract itself, when the transaction succeeded */
  transfers: TransferRow[];
  /**
   * The parameter as stored, JSON of the decoded contract with amounts as decimal strings; null where
   * readers get the same parameter back from the raw_data bytes, so it is neither stored nor made.
   */
  parameterJson: string | null;
  /** the contract's resource where it names one (staking, delegation) */
  resource: string | undefined;
}

export const int = (value: Int | undefined | null): bigint =>
  value === undefined || value === null ? 0n : BigInt(value);

function pox(from: string, to: string | null, amount: bigint): TransferRow[] {
  return to !== null && amount > 0n ? [{ standard: 'POX', tokenId: '_', from, to, amount, nftId: null }] : [];
}

function prc10(from: string, to: string | null, tokenId: string | null, amount: bigint): TransferRow[] {
  return to !== null && tokenId !== null && amount > 0n
    ? [{ standard: 'PRC10', tokenId, from, to, amount, nftId: null }]
    : [];
}

/** The decoded contract as JSON: bigints as decimal strings; code and ABI live in `contracts`. */
function storedParameter(decoded: DecodedContract, value: Record<string, unknown>): Record<string, unknown> {
  if (decoded.type === 'Unknown')
    return { type: 'Unknown', typeName: decoded.typeName, value: parameterWithBase58(value) };
  return contractParameterJson(decoded);
}

type Facts = Omit<ContractFacts, 'parameterJson' | 'resource'>;
const NONE: Facts = {
  to: null,
  contractAddress: null,
  amount: 0n,
  tokenId: null,
  methodId: null,
  transfers: [],
};

function factsOf(d: DecodedContract, owner: string, info: TransactionInfoJson | undefined): Facts {
  switch (d.type) {
    case 'Transfer':
      return { ...NONE, to: d.to, amount: d.amount, transfers: pox(owner, d.to, d.amount) };
    case 'TransferAsset':
      return {
        ...NONE,
        to: d.to,
        amount: d.amount,
        tokenId: d.assetName,
        transfers: prc10(owner, d.to, d.assetName, d.amount),
      };
    case 'ParticipateAssetIssue': // POX paid to the issuer; the token side follows the node balances
      return { ...NONE, to: d.to, amount: d.amount, transfers: pox(owner, d.to, d.amount) };
    case 'AccountCreate':
      return { ...NONE, to: d.account };
    case 'VoteWitness':
      return { ...NONE, to: d.votes.length === 1 ? d.votes[0]!.address : null };
    case 'WithdrawBalance':
      return { ...NONE, amount: int(info?.withdraw_amount) };
    case 'FreezeBalance':
      return { ...NONE, to: d.receiver ?? null, amount: d.frozenBalance };
    case 'UnfreezeBalance':
      return { ...NONE, to: d.receiver ?? null, amount: int(info?.unfreeze_amount) };
    case 'FreezeBalanceV2':
      return { ...NONE, amount: d.frozenBalance };
    case 'UnfreezeBalanceV2':
      return { ...NONE, amount: d.unfreezeBalance };
    case 'WithdrawExpireUnfreeze':
      return { ...NONE, amount: int(info?.withdraw_expire_amount) };
    case 'DelegateResource':
    case 'UnDelegateResource':
      return { ...NONE, to: d.receiver, amount: d.balance };
    case 'CreateSmartContract': {
      const created = base58OrNull(info?.contract_address);
      const tokenId = d.tokenId > 0n ? d.tokenId.toString() : null;
      const transfers = [
        ...pox(owner, created, d.callValue),
        ...prc10(owner, created, tokenId, d.callTokenValue),
      ];
      return { ...NONE, to: created, contractAddress: created, amount: d.callValue, transfers };
    }
    case 'TriggerSmartContract': {
      const tokenId = d.tokenId > 0n ? d.tokenId.toString() : null;
      const transfers = [
        ...pox(owner, d.contract, d.callValue),
        ...prc10(owner, d.contract, tokenId, d.callTokenValue),
      ];
      return {
        ...NONE,
        to: d.contract,
        contractAddress: d.contract,
        amount: d.callValue,
        methodId: d.selector || null,
        transfers,
      };
    }
    case 'UpdateSetting':
    case 'UpdateEnergyLimit':
    case 'ClearABI':
      return { ...NONE, to: d.contract, contractAddress: d.contract };
    default:
      return NONE;
  }
}

/** Reads a transaction's contract. Failed transactions move nothing. */
export function contractFacts(
  contract: ContractJson,
  owner: string,
  info: TransactionInfoJson | undefined,
  success: boolean,
): ContractFacts {
  const decoded = decodeContract(contract, { visible: false });
  const facts = factsOf(decoded, owner, info);
  const inRawData = decoded.type !== 'Unknown' && rawDataReadsContract(contract.type);
  // Written out, not `{ ...facts, … }`: V8 makes an object spread and then given new keys about a
  // hundred times slower than a literal (2 µs a transaction).
  return {
    to: facts.to,
    contractAddress: facts.contractAddress,
    amount: facts.amount,
    tokenId: facts.tokenId,
    methodId: facts.methodId,
    transfers: success ? facts.transfers : [],
    parameterJson: inRawData ? null : JSON.stringify(storedParameter(decoded, contract.parameter.value)),
    resource: 'resource' in decoded ? decoded.resource : undefined,
  };
}
