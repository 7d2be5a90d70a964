import {
  bytesToHex,
  formatPox,
  hexToBytes,
  keccak256Hex,
  parseAddress,
  parsePox,
  sha256Hex,
  strip0x,
  utf8ToBytes,
} from '@poxscan/protocol/browser';

/** What a converter shows: the converted text, or why the input cannot be converted. */
export type Conversion = { ok: true; value: string } | { ok: false; error: string };

const ok = (value: string): Conversion => ({ ok: true, value });
const fail = (error: string): Conversion => ({ ok: false, error });

/** Runs a conversion that may throw; its message becomes the validation message. */
export function attempt(convert: () => string, prefix = ''): Conversion {
  try {
    return ok(convert());
  } catch (error) {
    return fail(`${prefix}${(error as Error).message}`);
  }
}

export function base58ToHex(text: string): Conversion {
  const parsed = parseAddress(text.trim());
  return parsed.ok ? ok(parsed.hex) : fail(`Not a valid address: ${parsed.reason}.`);
}

export function hexToBase58(text: string): Conversion {
  const parsed = parseAddress(text.trim());
  return parsed.ok ? ok(parsed.base58) : fail(`Not a valid hex address: ${parsed.reason}.`);
}

export function textToHex(text: string): Conversion {
  return ok(bytesToHex(utf8ToBytes(text)));
}

export function hexToText(text: string): Conversion {
  const bytes = attempt(() => bytesToHex(hexToBytes(text.trim())), 'Not valid hex: ');
  if (!bytes.ok) return bytes;
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(bytes.value)));
  } catch {
    return fail('These bytes are not valid UTF-8 text.');
  }
}

const DECIMAL = /^\d+$/;

export function decimalToHex(text: string): Conversion {
  const value = text.trim();
  if (!DECIMAL.test(value)) return fail('Enter a whole number of digits 0–9 (no sign, no separators).');
  return ok(`0x${BigInt(value).toString(16)}`);
}

export function hexToDecimal(text: string): Conversion {
  const body = strip0x(text.trim());
  if (!/^[0-9a-fA-F]+$/.test(body)) return fail('Enter hex digits 0–9 and a–f, with or without 0x.');
  return ok(BigInt(`0x${body}`).toString());
}

export function sunToPox(text: string): Conversion {
  const value = text.trim();
  if (!DECIMAL.test(value)) return fail('Enter a whole number of sun (1 POX = 1,000,000 sun).');
  return ok(formatPox(BigInt(value)));
}

export function poxToSun(text: string): Conversion {
  return attempt(() => parsePox(text.trim()).toString(), 'Not a POX amount: ');
}

export type HashInput = 'text' | 'hex';

/** keccak256 and sha256 of UTF-8 text or of the bytes a hex string spells. */
export function hashes(
  text: string,
  input: HashInput,
): { keccak256: string; sha256: string } | { error: string } {
  let bytes: Uint8Array;
  try {
    bytes = input === 'text' ? utf8ToBytes(text) : hexToBytes(text.trim());
  } catch (error) {
    return { error: `Not valid hex: ${(error as Error).message}` };
  }
  return { keccak256: keccak256Hex(bytes), sha256: sha256Hex(bytes) };
}
