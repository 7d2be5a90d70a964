import { EventFragment, Interface } from 'ethers';
import { keccak256Hex } from '../hash.js';
import { strip0x, utf8ToBytes } from '../hex.js';
import { MAX_SIGNATURE_LENGTH } from './functions.js';
import { type AbiEntry, normalizeAbi } from './normalize.js';
import { type DecodedParam, fromEthersValue } from './values.js';

/** keccak256 of an event's canonical signature: its topic 0, as 64 hex digits. */
export function eventTopic(signatureOrEntry: string | AbiEntry): string {
  if (typeof signatureOrEntry === 'string' && signatureOrEntry.length > MAX_SIGNATURE_LENGTH) {
    throw new Error(
      `invalid event signature: ${signatureOrEntry.length} characters, at most ${MAX_SIGNATURE_LENGTH}`,
    );
  }
  const fragment =
    typeof signatureOrEntry === 'string'
      ? EventFragment.from(
          `event ${signatureOrEntry.replace(/^event\s+/, '').replace(/\btrcToken\b/g, 'uint256')}`,
        )
      : EventFragment.from(signatureOrEntry);
  return keccak256Hex(utf8ToBytes(fragment.format('sighash')));
}

export interface DecodedEventLog {
  name: string;
  signature: string;
  args: DecodedParam[];
}

// An indexer decodes thousands of logs per ABI: build each ABI's Interface once (keyed by the ABI object).
const interfaces = new WeakMap<object, Interface | null>();

function eventInterface(abi: unknown): Interface | null {
  const cached = typeof abi === 'object' && abi !== null ? interfaces.get(abi) : undefined;
  if (cached !== undefined) return cached;
  const events = normalizeAbi(abi).filter((entry) => entry.type === 'event');
  let iface: Interface | null = null;
  try {
    iface = events.length === 0 ? null : new Interface(events);
  } catch {
    iface = null;
  }
  if (typeof abi === 'object' && abi !== null) interfaces.set(abi, iface);
  return iface;
}

/**
 * Decodes a log (java-tron's TransactionInfo.log: topics and data as hex, with or without 0x) by
 * the events of `abi`; addresses come out as base58. Null when no event matches or the log is malformed.
 */
export function decodeEventLog(
  abi: unknown,
  topics: readonly string[],
  dataHex: string,
): DecodedEventLog | null {
  // A topic is one 32-byte word: anything else is malformed, and refused before ethers parses it.
  if (topics.some((topic) => typeof topic !== 'string' || strip0x(topic).length !== 64)) return null;
  const iface = eventInterface(abi);
  if (iface === null) return null;
  try {
    const parsed = iface.parseLog({
      topics: topics.map((t) => `0x${strip0x(t)}`),
      data: `0x${strip0x(dataHex)}`,
    });
    if (!parsed) return null;
    const inputs = parsed.fragment.inputs;
    return {
      name: parsed.name,
      signature: parsed.signature,
      args: inputs.map((param, i) => ({
        name: param.name,
        type: param.format(),
        value: fromEthersValue(param, parsed.args[i]),
      })),
    };
  } catch {
    return null;
  }
}
