import { contractTypeName } from '../contract-types.js';
import { sha256Hex } from '../hash.js';
import { bytesToHex, bytesToUtf8, hexToBytes, strip0x } from '../hex.js';
import { CONTRACT_SCHEMAS, type FieldSpec, type MessageSchema } from './contract-schemas.js';
import { readWireFields, type WireField } from './proto-wire.js';
import type { ContractJson, RawDataJson } from './types.js';

const TYPE_URL_PREFIX = 'type.googleapis.com/protocol.';

/** int64 as java-tron prints it: a JSON number, or a decimal string beyond 2^53. */
function intValue(value: number | bigint): number | string {
  if (typeof value === 'number') return value;
  const signed = value >= 1n << 63n ? value - (1n << 64n) : value;
  return Number.isSafeInteger(Number(signed)) ? Number(signed) : signed.toString();
}

/**
 * The message's bytes and their hex: a bytes field's hex is a slice of the hex read (which V8 makes
 * without copying), not written again digit by digit.
 */
interface Source {
  bytes: Uint8Array;
  /** lower-case, as java-tron prints bytes */
  hex: string;
}

function hexOf(source: Source, part: Uint8Array): string {
  const at = 2 * (part.byteOffset - source.bytes.byteOffset);
  return source.hex.slice(at, at + 2 * part.length);
}

function fieldValue(source: Source, spec: FieldSpec, field: WireField): unknown {
  const { kind } = spec;
  if (typeof kind === 'object' && 'message' in kind)
    return readMessage(source, kind.message, wireBytes(spec, field));
  if (kind === 'bytes') return hexOf(source, wireBytes(spec, field));
  if (kind === 'text') return bytesToUtf8(wireBytes(spec, field));
  const number = field.varint;
  if (number === undefined) throw new Error(`${spec.name}: expected a varint`);
  if (kind === 'bool') return Number(number) !== 0;
  if (kind === 'int') return intValue(number);
  return kind.enum[Number(number)] ?? Number(number);
}

function wireBytes(spec: FieldSpec, field: WireField): Uint8Array {
  if (field.bytes === undefined) throw new Error(`${spec.name}: expected length-delimited bytes`);
  return field.bytes;
}

/** Reads a message by its schema into java-tron's JSON shape; default values are omitted, as java-tron does. */
function readMessage(source: Source, schema: MessageSchema, bytes: Uint8Array): Record<string, unknown> {
  return messageOf(source, schema, readWireFields(bytes));
}

function messageOf(source: Source, schema: MessageSchema, fields: WireField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let defaults = false;
  for (const field of fields) {
    const spec = schema[field.number];
    if (spec === undefined) continue;
    const value = fieldValue(source, spec, field);
    if (spec.repeated) {
      const list = (out[spec.name] as unknown[] | undefined) ?? [];
      list.push(value);
      out[spec.name] = list;
    } else {
      out[spec.name] = value;
      defaults ||= isDefault(value);
    }
  }
  // proto3 writers skip defaults, but a writer may still emit them; java-tron's JSON never shows them.
  if (defaults) for (const key of Object.keys(out)) if (isDefault(out[key])) delete out[key];
  return out;
}

const isDefault = (value: unknown) => value === '' || value === 0 || value === false;

function readContract(source: Source, bytes: Uint8Array): ContractJson {
  // The type is an enum whose default, 0 (AccountCreateContract), is absent from the bytes.
  let type: string = contractTypeName(0)!;
  let typeUrl: string | undefined;
  let value: Record<string, unknown> = {};
  let permissionId: number | undefined;
  let parameter: Uint8Array | undefined;
  for (const field of readWireFields(bytes)) {
    if (field.number === 1 && field.varint !== undefined)
      type = contractTypeName(Number(field.varint)) ?? `ContractType${field.varint}`;
    if (field.number === 2 && field.bytes !== undefined) parameter = field.bytes;
    if (field.number === 5 && field.varint !== undefined && Number(field.varint) !== 0)
      permissionId = Number(field.varint);
  }
  if (parameter !== undefined) {
    for (const field of readWireFields(parameter)) {
      if (field.number === 1 && field.bytes !== undefined) typeUrl = bytesToUtf8(field.bytes);
      if (field.number === 2 && field.bytes !== undefined) {
        const schema = CONTRACT_SCHEMAS[type];
        value = schema === undefined ? {} : readMessage(source, schema, field.bytes);
      }
    }
  }
  return {
    type,
    parameter: { value, type_url: typeUrl ?? `${TYPE_URL_PREFIX}${type}` },
    ...(permissionId === undefined ? {} : { Permission_id: permissionId }),
  };
}

const RAW_SCHEMA: MessageSchema = {
  1: { name: 'ref_block_bytes', kind: 'bytes' },
  3: { name: 'ref_block_num', kind: 'int' },
  4: { name: 'ref_block_hash', kind: 'bytes' },
  8: { name: 'expiration', kind: 'int' },
  10: { name: 'data', kind: 'bytes' },
  12: { name: 'scripts', kind: 'bytes' },
  14: { name: 'timestamp', kind: 'int' },
  18: { name: 'fee_limit', kind: 'int' },
};

/**
 * Decodes Transaction.raw bytes (raw_data_hex) into raw_data JSON in java-tron's shape: hex
 * addresses, default values omitted. Browser-safe (no tronweb). Contract types without a known
 * layout keep their type with an empty parameter value. Throws on malformed bytes.
 */
export function readRawData(rawDataHex: string): RawDataJson {
  const hex = strip0x(rawDataHex).toLowerCase();
  const source = { bytes: hexToBytes(hex), hex };
  const fields = readWireFields(source.bytes);
  const raw = messageOf(source, RAW_SCHEMA, fields) as Partial<RawDataJson>;
  const contract: ContractJson[] = [];
  for (const field of fields)
    if (field.number === 11 && field.bytes !== undefined) contract.push(readContract(source, field.bytes));
  raw.contract = contract;
  raw.ref_block_bytes ??= '';
  raw.ref_block_hash ??= '';
  return raw as RawDataJson;
}

/** A serialized, signed Transaction (what `/wallet/broadcasthex` takes), taken apart. */
export interface ReadTransaction {
  txID: string;
  raw_data: RawDataJson;
  raw_data_hex: string;
  signature: string[];
}

/** Decodes a whole Transaction (raw_data = 1, signature = 2) from hex; the txID is sha256 of raw_data's bytes. */
export function readTransactionHex(transactionHex: string): ReadTransaction {
  let raw: Uint8Array | undefined;
  const signature: string[] = [];
  for (const field of readWireFields(hexToBytes(transactionHex))) {
    if (field.number === 1 && field.bytes !== undefined) raw = field.bytes;
    if (field.number === 2 && field.bytes !== undefined) signature.push(bytesToHex(field.bytes));
  }
  if (raw === undefined) throw new Error('the transaction has no raw_data (field 1)');
  const rawDataHex = bytesToHex(raw);
  return { txID: sha256Hex(raw), raw_data: readRawData(rawDataHex), raw_data_hex: rawDataHex, signature };
}
