// Browser-safe API: only @noble/*, @scure/base and ethers underneath.
export * from './address.js';
export * from './block/merkle.js';
export * from './contract-address.js';
export * from './contract-types.js';
export * from './errors.js';
export * from './hash.js';
export * from './hex.js';
export * from './signature.js';
export * from './txid.js';
export * from './units.js';
