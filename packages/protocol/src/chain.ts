// Reading the chain without tronweb: everything of browser.ts plus block headers (google-protobuf)
// and raw data in its stored form. A thread that only decodes blocks loads this in a fraction of
// the full entry's time: tronweb alone takes about half a second to load.

export type * from './block/block-json.js';
export * from './block/header.js';
export * from './browser.js';
export * from './transaction/stored-raw-data.js';
export type * from './transaction/types.js';
export * from './transaction/zero-runs.js';
