import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();

function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** A valid base58check TRON-style address (0x41 prefix) derived from a label, for test data. */
export function testAddress(label: string): string {
  const payload = Buffer.concat([Buffer.from([0x41]), sha256(Buffer.from(label)).subarray(0, 20)]);
  return base58(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}

/** A 32-byte hex id derived from a label. */
export const testHash = (label: string): string => sha256(Buffer.from(label)).toString('hex');
