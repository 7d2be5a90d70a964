import { decodeTransactionRawDataHex } from '@poxscan/protocol';
import { utils } from 'tronweb';
import { sha256, toHex } from '../crypto/bytes.js';
import { TxFormatError } from './errors-format.js';
import { ProtoReader } from './proto-reader.js';
import type { ChainTx, RawDataJson } from './types.js';

const MAX_RESULT_SIZE_IN_TX = 64;

export { TxFormatError } from './errors-format.js';

type TronTxPb = { getRawData(): { serializeBinary(): Uint8Array } };

/** Protobuf bytes of raw_data from a java-tron transaction JSON, with tronweb's own encoder. */
export function encodeRawData(tx: { raw_data: unknown; visible?: boolean }): Uint8Array {
  try {
    const pb = utils.transaction.txJsonToPb(tx) as TronTxPb;
    return pb.getRawData().serializeBinary();
  } catch (error) {
    throw new TxFormatError(`invalid transaction: ${(error as Error).message}`);
  }
}

/** Field number of `resource` in the Stake 2.0 contracts (tronweb's decoder reads TRON_POWER as BANDWIDTH). */
const RESOURCE_FIELDS: Record<string, number> = {
  FreezeBalanceV2Contract: 3,
  UnfreezeBalanceV2Contract: 3,
  DelegateResourceContract: 2,
  UnDelegateResourceContract: 2,
};
const RESOURCES = ['BANDWIDTH', 'ENERGY', 'TRON_POWER'];

/** raw_data.contract[0].parameter.value → the contract's `resource` enum (0 when absent). */
function readResource(raw: Uint8Array, fieldNumber: number): number {
  const nested = (bytes: Uint8Array, field: number) => {
    for (const f of new ProtoReader(bytes).fields())
      if (f.number === field && f.bytes !== undefined) return f.bytes;
    return new Uint8Array();
  };
  const parameter = nested(nested(nested(raw, 11), 2), 2);
  for (const f of new ProtoReader(parameter).fields())
    if (f.number === fieldNumber) return Number(f.varint ?? 0n);
  return 0;
}

/**
 * Decodes raw_data protobuf bytes into java-tron's JSON (hex form, defaults omitted, ABI enums
 * capitalised) with protocol's decoder, then restores a TRON_POWER resource.
 */
export function decodeRawData(raw: Uint8Array): RawDataJson {
  let decoded: RawDataJson;
  try {
    decoded = decodeTransactionRawDataHex(toHex(raw)) as unknown as RawDataJson;
  } catch (error) {
    throw new TxFormatError(`cannot decode transaction: ${(error as Error).message}`);
  }
  const contract = decoded.contract[0];
  if (decoded.contract.length !== 1 || contract === undefined) {
    throw new TxFormatError('a transaction must hold exactly one contract');
  }
  const resourceField = RESOURCE_FIELDS[contract.type];
  if (resourceField !== undefined) {
    const resource = RESOURCES[readResource(raw, resourceField)];
    if (resource === undefined) throw new TxFormatError('unknown resource code');
    if (resource === 'BANDWIDTH') delete contract.parameter.value.resource;
    else contract.parameter.value.resource = resource;
  }
  return decoded;
}

/** Size of a protobuf length-delimited field: tag + length varint + body. */
function fieldSize(bodyLength: number): number {
  let varint = 1;
  for (let n = bodyLength; n >= 0x80; n >>>= 7) varint++;
  return 1 + varint + bodyLength;
}

/** Builds the chain's view of a transaction from its raw_data bytes and signatures. */
export function identify(raw: Uint8Array, signatures: string[]): ChainTx {
  const rawData = decodeRawData(raw);
  const contract = rawData.contract[0]!;
  const signatureBytes = signatures.reduce((sum, s) => sum + fieldSize(s.length / 2), 0);
  return {
    txID: toHex(sha256(raw)),
    rawData,
    rawDataHex: toHex(raw),
    signature: signatures.map((s) => s.toLowerCase()),
    contractType: contract.type,
    value: contract.parameter.value,
    permissionId: contract.Permission_id ?? 0,
    bandwidthBytes: fieldSize(raw.length) + signatureBytes + MAX_RESULT_SIZE_IN_TX,
  };
}

/** java-tron's Transaction JSON (hex form) of a chain transaction. */
export function transactionJson(tx: ChainTx, ret?: string): Record<string, unknown> {
  return {
    ...(ret === undefined ? {} : { ret: [{ contractRet: ret }] }),
    signature: tx.signature,
    txID: tx.txID,
    raw_data: tx.rawData,
    raw_data_hex: tx.rawDataHex,
  };
}
