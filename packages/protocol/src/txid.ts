import { sha256Hex } from './hash.js';

/** txID of a transaction: sha256 of its raw_data protobuf bytes (given as raw_data_hex). */
export function txIdFromRawDataHex(rawDataHex: string): string {
  return sha256Hex(rawDataHex);
}
