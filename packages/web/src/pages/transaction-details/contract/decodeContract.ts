// Loaded on demand by normalizeParameter.ts. Importing the decoder by name, not the protocol package's
// namespace, lets the bundler leave the package's other exports (ABI codec, signatures) out: a dynamic
// import of the barrel itself pulled all of them into the first paint once the shell imported it too.
export { decodeContract } from '@poxscan/protocol/browser';
