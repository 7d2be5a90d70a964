// Browser-safe API: only @noble/*, @scure/base and ethers underneath.

export * from './abi/events.js';
export {
  type DecodedFunctionCall,
  decodeFunctionCall,
  decodeFunctionResult,
  encodeFunctionCall,
  functionSelector,
  functionSignature,
} from './abi/functions.js';
export * from './abi/normalize.js';
export * from './abi/params.js';
export * from './abi/revert.js';
export * from './abi/string-head.js';
export * from './abi/token-logs.js';
export type { AbiValue, DecodedParam } from './abi/values.js';
export * from './address.js';
export type { BlockJson, BlockTransactionJson } from './block/block-json.js';
export * from './block/merkle.js';
export * from './contract-address.js';
export * from './contract-types.js';
export { allowedContractTypes } from './decoders/account.js';
export { type DecodeContractOptions, decodeContract } from './decoders/decode.js';
export type { Resource } from './decoders/fields.js';
export type * from './decoders/types.js';
export * from './errors.js';
export * from './hash.js';
export * from './hex.js';
export * from './multisig.js';
export * from './signature.js';
export * from './transaction/contract-parameter.js';
export { type ReadTransaction, readRawData, readTransactionHex } from './transaction/read-transaction.js';
export type { ContractJson, JsonInt, RawDataJson } from './transaction/types.js';
export * from './txid.js';
export * from './units.js';
