import { decodeRevertReason, eventOfLog, toHexAddress } from '@poxscan/protocol/chain';
import type { NodeClient } from '../node/client.js';
import { mapLimit } from '../util/map-limit.js';
import { boundedMemo } from '../util/memo.js';
import type { EventDecoder } from './logs.js';

// Contracts revert with the same few messages over and over, and ethers' ABI decoding costs far more
// than a lookup: short return data is remembered with its text.
const REMEMBERED_LENGTH = 1_024;
const rememberedRevertText = boundedMemo(10_000, revertTextOf);

/** The revert reason of failed-call return data, as one line of text. */
export function revertText(returnDataHex: string): string | null {
  return returnDataHex.length > REMEMBERED_LENGTH
    ? revertTextOf(returnDataHex)
    : rememberedRevertText(returnDataHex);
}

function revertTextOf(returnDataHex: string): string | null {
  const reason = decodeRevertReason(returnDataHex);
  if (reason === null) return null;
  if (reason.kind === 'Error') return reason.message;
  if (reason.kind === 'Panic') return `Panic(0x${reason.code.toString(16)}): ${reason.message}`;
  return `custom error 0x${reason.selector}`;
}

/**
 * Contract ABIs as the node has them (getcontract), fetched once per contract and kept in memory,
 * so events decode by name where the ABI is known.
 */
export class AbiCache {
  readonly #abis = new Map<string, unknown[] | null>();
  readonly #node: NodeClient;
  readonly #limit: number;

  constructor(node: NodeClient, limit = 20_000) {
    this.#node = node;
    this.#limit = limit;
  }

  /** Loads the ABIs of the given contracts that are not known yet. */
  async load(addresses: Iterable<string>): Promise<void> {
    const missing = [...new Set(addresses)].filter((a) => !this.#abis.has(a));
    const fetched = await mapLimit(missing, 4, async (address) => {
      const info = await this.#node.contract(toHexAddress(address));
      const entries = info.abi?.entrys;
      return [address, Array.isArray(entries) && entries.length > 0 ? entries : null] as const;
    });
    if (this.#abis.size + fetched.length > this.#limit) this.#abis.clear();
    for (const [address, abi] of fetched) this.#abis.set(address, abi);
  }

  /** Forgets a contract's ABI (after UpdateSetting or ClearABI). */
  forget(address: string): void {
    this.#abis.delete(address);
  }

  readonly decodeEvent: EventDecoder = (contractAddress, topics, data) => {
    const abi = this.#abis.get(contractAddress);
    return abi ? eventOfLog(abi, topics, data) : null;
  };
}
