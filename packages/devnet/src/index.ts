export { NETWORK_NAME } from './chain/genesis.js';
export { type Devnet, type DevnetOptions, startDevnet } from './devnet.js';
export type { DevnetHooks } from './hooks.js';
export { type DevnetKey, type DevnetKeys, devnetKeys } from './keys.js';
export { callContract, deployBytecode } from './signed-calls.js';
export type { TrafficLevel } from './traffic/traffic.js';
