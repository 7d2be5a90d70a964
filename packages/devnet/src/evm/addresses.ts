import { bytesToHex, hexToBytes } from '@poxscan/protocol';
import type { HexAddress } from '../address.js';

/** The 20-byte EVM form of a TRON address, and back. */
export const evmBytes = (hex: HexAddress): Uint8Array => hexToBytes(hex.slice(2));
export const fromEvmBytes = (bytes: Uint8Array): HexAddress => `41${bytesToHex(bytes)}`;
