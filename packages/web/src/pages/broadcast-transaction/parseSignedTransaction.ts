import {
  type DecodedContract,
  decodeContract,
  isHex,
  type RawDataJson,
  readRawData,
  readTransactionHex,
  sha256Hex,
  strip0x,
} from '@poxscan/protocol/browser';
import type { SignedTransaction } from '../../api/fullnodeTypes';

/** A pasted signed transaction, decoded from the bytes its signatures cover. */
export interface PastedTransaction {
  format: 'json' | 'hex';
  /** sha256 of raw_data's bytes: what each signature signs. */
  txID: string;
  rawData: RawDataJson;
  contract: KnownContract;
  signatures: string[];
  /** Things in the paste that disagree with its bytes (the node would refuse or misread it). */
  warnings: string[];
  /** What is sent: the JSON as pasted, or the hex. */
  payload: { kind: 'json'; transaction: SignedTransaction } | { kind: 'hex'; transaction: string };
}

export type KnownContract = Exclude<DecodedContract, { type: 'Unknown' }>;

export type ParseResult = { ok: true; tx: PastedTransaction } | { ok: false; error: string };

const fail = (error: string): ParseResult => ({ ok: false, error });

const canonical = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v));

function decodeFirstContract(rawData: RawDataJson, visible?: boolean): KnownContract | string {
  if (rawData.contract.length !== 1)
    return `a transaction holds one contract, this one holds ${rawData.contract.length}`;
  const contract = decodeContract(rawData.contract[0]!, visible === undefined ? {} : { visible });
  if (contract.type !== 'Unknown') return contract;
  return `its ${contract.typeName || 'contract'} could not be decoded (${contract.reason})`;
}

/** The JSON's claims (raw_data, txID) against its raw_data_hex, which is what was signed. */
function jsonWarnings(
  json: SignedTransaction,
  rawData: RawDataJson,
  txID: string,
  fromBytes: KnownContract,
): string[] {
  const warnings: string[] = [];
  if (json.txID !== undefined && json.txID.toLowerCase() !== txID)
    warnings.push('txID is not the sha256 of raw_data_hex.');
  const claimed = decodeFirstContract(json.raw_data as unknown as RawDataJson, json.visible);
  const same =
    typeof claimed !== 'string' &&
    canonical(claimed) === canonical(fromBytes) &&
    ['expiration', 'timestamp', 'fee_limit', 'ref_block_bytes', 'ref_block_hash'].every(
      (key) => String(json.raw_data[key] ?? '') === String(rawData[key] ?? ''),
    );
  if (!same)
    warnings.push(
      'raw_data does not match raw_data_hex: the node executes raw_data, but the signatures cover raw_data_hex.',
    );
  return warnings;
}

function parseJson(text: string): ParseResult {
  let json: SignedTransaction;
  try {
    json = JSON.parse(text) as SignedTransaction;
  } catch (error) {
    return fail(`This is not valid JSON: ${(error as Error).message}`);
  }
  if (
    typeof json !== 'object' ||
    json === null ||
    typeof json.raw_data !== 'object' ||
    json.raw_data === null
  )
    return fail('The JSON has no raw_data: paste the whole signed transaction.');
  if (typeof json.raw_data_hex !== 'string' || !isHex(json.raw_data_hex) || json.raw_data_hex === '')
    return fail('The JSON has no raw_data_hex: paste the transaction as the wallet returned it.');
  if (!Array.isArray(json.signature) || json.signature.length === 0)
    return fail('The transaction has no signature: sign it with its owner first.');
  let rawData: RawDataJson;
  try {
    rawData = readRawData(json.raw_data_hex);
  } catch (error) {
    return fail(`raw_data_hex is not a transaction: ${(error as Error).message}`);
  }
  const contract = decodeFirstContract(rawData, false);
  if (typeof contract === 'string') return fail(`Cannot preview it: ${contract}.`);
  const txID = sha256Hex(json.raw_data_hex);
  const warnings = jsonWarnings(json, rawData, txID, contract);
  return {
    ok: true,
    tx: {
      format: 'json',
      txID,
      rawData,
      contract,
      signatures: json.signature,
      warnings,
      payload: { kind: 'json', transaction: json },
    },
  };
}

function parseHex(text: string): ParseResult {
  const hex = strip0x(text.replace(/\s+/g, ''));
  if (!isHex(hex)) return fail('Paste the transaction as JSON ({ … }) or as hex digits.');
  let read: ReturnType<typeof readTransactionHex>;
  try {
    read = readTransactionHex(hex);
  } catch (error) {
    return fail(`These bytes are not a signed transaction: ${(error as Error).message}`);
  }
  if (read.signature.length === 0)
    return fail('The transaction has no signature: sign it with its owner first.');
  const contract = decodeFirstContract(read.raw_data, false);
  if (typeof contract === 'string') return fail(`Cannot preview it: ${contract}.`);
  return {
    ok: true,
    tx: {
      format: 'hex',
      txID: read.txID,
      rawData: read.raw_data,
      contract,
      signatures: read.signature,
      warnings: [],
      payload: { kind: 'hex', transaction: hex.toLowerCase() },
    },
  };
}

/** Reads a pasted signed transaction: JSON as java-tron and wallets print it, or the protobuf bytes as hex. */
export function parseSignedTransaction(text: string): ParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return fail('Paste a signed transaction.');
  return trimmed.startsWith('{') ? parseJson(trimmed) : parseHex(trimmed);
}
