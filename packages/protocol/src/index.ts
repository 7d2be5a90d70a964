// Full API: everything browser-safe plus the server-side helpers built on tronweb and google-protobuf.

export type * from './block/block-json.js';
export * from './block/header.js';
export * from './block/witness.js';
export * from './browser.js';
// Explicit exports take precedence over the browser entry's: the server signs and recovers on WebAssembly.
export {
  privateKeyToAddress,
  publicKeyFromPrivateKey,
  recoverAddressFromDigest,
  signDigest,
  verifyDigestSignatures,
} from './secp256k1-wasm.js';
export * from './transaction/decode-raw.js';
export * from './transaction/encode.js';
export * from './transaction/multisig.js';
export * from './transaction/sign.js';
export * from './transaction/stored-raw-data.js';
export type * from './transaction/types.js';
export * from './transaction/zero-runs.js';
