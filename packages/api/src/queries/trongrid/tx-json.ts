import {
  contractTypeName,
  contractTypeNumber,
  contractTypeUrl,
  parseAddress,
  readRawData,
} from '@poxscan/protocol';
import { contractParameter } from '../contract-parameter.js';
import { signatureList } from '../signatures.js';

/** The transaction columns the java-tron JSON is rebuilt from. */
export interface TxRow {
  seq: number;
  hash: string;
  block_num: number;
  block_time: Date;
  contract_type: number;
  owner_address: string;
  to_address: string | null;
  contract_address: string | null;
  amount: string;
  token_id: string | null;
  fee: string;
  energy_usage: number;
  energy_fee: string;
  net_usage: number;
  net_fee: string;
  fee_limit: number | null;
  result: string;
  /** the jsonb list, on rows whose signatures are not all 65 bytes */
  signatures: unknown;
  /** signature_bytes in hex: 65-byte signatures one after the other */
  signature_hex?: string | null;
  /** NULL where raw_data holds it */
  parameter: unknown;
  caller_energy_usage: number | null;
  origin_energy_usage: number | null;
}

export interface InternalRow {
  tx_seq: number;
  idx: number;
  block_time: Date;
  /** The transaction the internal one ran in. */
  tx_id: string;
  hash: string;
  caller_address: string;
  to_address: string;
  call_value: string;
  token_values: unknown;
  note: string;
  rejected: boolean;
}

const TRANSFER = contractTypeNumber('TransferContract');
const TRANSFER_ASSET = contractTypeNumber('TransferAssetContract');
const TRIGGER_SMART_CONTRACT = contractTypeNumber('TriggerSmartContract');

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** java-tron's JSON spells addresses as 41-hex (visible=false); stored values are base58. */
function javaTronValue(value: unknown): unknown {
  if (typeof value === 'string' && value.length === 34 && value.startsWith('T')) {
    const parsed = parseAddress(value);
    return parsed.ok ? parsed.hex : value;
  }
  if (Array.isArray(value)) return value.map(javaTronValue);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === 'type' || k === 'typeName') continue;
      out[snake(k)] = javaTronValue(v);
    }
    return out;
  }
  return value;
}

const hex = (address: string | null) =>
  address === null ? undefined : (parseAddress(address) as { hex?: string }).hex;

/** The contract parameter: what was stored, completed from the row's own columns. */
function parameterValue(row: TxRow, rawDataHex: string | null): Record<string, unknown> {
  const stored = javaTronValue(contractParameter(row.parameter, rawDataHex)) as Record<string, unknown>;
  const value: Record<string, unknown> = { ...stored, owner_address: hex(row.owner_address) };
  const amount = Number(row.amount);
  if (row.contract_type === TRANSFER || row.contract_type === TRANSFER_ASSET) {
    value.to_address ??= hex(row.to_address);
    value.amount ??= amount;
    if (row.token_id !== null) value.asset_name ??= Buffer.from(row.token_id).toString('hex');
  }
  if (row.contract_type === TRIGGER_SMART_CONTRACT) {
    value.contract_address ??= hex(row.contract_address);
    if (amount > 0) value.call_value ??= amount;
  }
  return value;
}

/** An internal transaction as TronGrid lists it (in a transaction, or on its own). */
export function internalJson(row: InternalRow): Record<string, unknown> {
  return {
    internal_tx_id: row.hash,
    tx_id: row.tx_id,
    block_timestamp: row.block_time.getTime(),
    from_address: hex(row.caller_address),
    to_address: hex(row.to_address),
    data: {
      note: Buffer.from(row.note).toString('hex'),
      rejected: row.rejected,
      call_value: { _: Number(row.call_value) },
    },
  };
}

/** raw_data rebuilt from the row's columns, for rows indexed before the raw bytes were kept. */
function rebuiltRawData(row: TxRow) {
  const type = contractTypeName(row.contract_type) ?? 'UnknownContract';
  return {
    contract: [
      {
        parameter: {
          value: parameterValue(row, null),
          type_url: contractTypeUrl(type as Parameters<typeof contractTypeUrl>[0]),
        },
        type,
      },
    ],
    ...(row.fee_limit === null ? {} : { fee_limit: Number(row.fee_limit) }),
  };
}

/** raw_data read from the stored bytes, so it is exactly what was signed (txID = sha256 of them). */
function storedRawData(row: TxRow, rawDataHex: string) {
  const { contract, ...fields } = readRawData(rawDataHex);
  const first = contract[0];
  // A contract type whose layout the reader does not know comes back with an empty value.
  if (first !== undefined && Object.keys(first.parameter.value).length === 0)
    first.parameter.value = parameterValue(row, rawDataHex);
  return { contract, ...fields };
}

/**
 * The receipt's energy as TronGrid gives it: energy_usage is what the caller's staked energy paid,
 * energy_usage_total all of it (staked, the deployer's share, origin_energy_usage, and burned).
 * Rows indexed before the split was kept report the total in both.
 */
function energy(row: TxRow, rawDataHex: string | null) {
  const total = Number(row.energy_usage);
  if (rawDataHex === null) return { energy_usage: total, origin: 0 };
  return { energy_usage: Number(row.caller_energy_usage ?? 0), origin: Number(row.origin_energy_usage ?? 0) };
}

/**
 * A transaction in java-tron's JSON with TronGrid's receipt fields (see docs/api.md for what differs).
 * `rawDataHex` is Transaction.raw's bytes, null on rows indexed before they were kept. It is not
 * added to the row: a property added to a row of pg's makes V8 turn the object into a slower
 * dictionary, which every later read of its 25 columns pays for.
 */
export function transactionJson(row: TxRow, rawDataHex: string | null, internals: InternalRow[]) {
  const used = energy(row, rawDataHex);
  return {
    ret: [{ contractRet: row.result, fee: Number(row.fee) }],
    signature: signatureList(row.signature_hex ?? null, row.signatures),
    txID: row.hash,
    net_usage: Number(row.net_usage),
    ...(rawDataHex === null ? {} : { raw_data_hex: rawDataHex }),
    net_fee: Number(row.net_fee),
    energy_usage: used.energy_usage,
    blockNumber: Number(row.block_num),
    block_timestamp: row.block_time.getTime(),
    energy_fee: Number(row.energy_fee),
    energy_usage_total: Number(row.energy_usage),
    ...(used.origin === 0 ? {} : { origin_energy_usage: used.origin }),
    raw_data: rawDataHex === null ? rebuiltRawData(row) : storedRawData(row, rawDataHex),
    internal_transactions: internals.map(internalJson),
  };
}
