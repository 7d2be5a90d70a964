// Full API: everything of chain.ts plus the server-side helpers built on tronweb and WebAssembly.

export * from './block/witness.js';
export * from './chain.js';
// Explicit exports take precedence over the chain entry's: the server signs and recovers on WebAssembly.
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
