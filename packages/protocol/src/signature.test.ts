import fc from 'fast-check';
import { utils } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { toBase58Address } from './address.js';
import { bytesToHex, hexToBytes } from './hex.js';
import * as wasm from './secp256k1-wasm.js';
import * as noble from './signature.js';

const { addressFromPublicKey } = noble;

const key = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((b) => b.some((x) => x !== 0));
const digest = fc.uint8Array({ minLength: 32, maxLength: 32 });
// secp256k1's group order n: private keys must be in [1, n).
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const validKey = key.filter((b) => BigInt(`0x${bytesToHex(b)}`) < N);

// Both curves, the browser entry's (@noble) and the server entry's (WebAssembly), must behave alike.
describe.each([
  ['@noble (browser entry)', noble],
  ['WebAssembly (server entry)', wasm],
])('secp256k1 signatures on %s', (_, curve) => {
  const { privateKeyToAddress, publicKeyFromPrivateKey, recoverAddressFromDigest, signDigest } = curve;

  it('derives the same address as tronweb from a private key', () => {
    const priv = 'da146374a75310b9666e834ee4ad0866d6f4035967bfc76217c5a495fff9f0d0';
    const tronwebHex = bytesToHex(Uint8Array.from(utils.crypto.getAddressFromPriKey(hexToBytes(priv))));
    expect(privateKeyToAddress(priv)).toBe(tronwebHex.toLowerCase());
    expect(toBase58Address(privateKeyToAddress(priv))).toBe(utils.crypto.pkToAddress(priv));
  });

  it('accepts uncompressed, raw and compressed public keys', () => {
    const priv = '0000000000000000000000000000000000000000000000000000000000000001';
    const pub = publicKeyFromPrivateKey(priv);
    const expected = privateKeyToAddress(priv);
    expect(addressFromPublicKey(pub)).toBe(expected);
    expect(addressFromPublicKey(pub.slice(1))).toBe(expected);
    const compressed = Uint8Array.of(pub[64]! % 2 === 0 ? 2 : 3, ...pub.slice(1, 33));
    expect(addressFromPublicKey(bytesToHex(compressed))).toBe(expected);
  });

  it('signs byte-for-byte like tronweb (r ‖ s ‖ v with v = 1B/1C) and recovers the signer (property)', () => {
    fc.assert(
      fc.property(validKey, digest, (priv, msg) => {
        const privHex = bytesToHex(priv);
        const sig = signDigest(bytesToHex(msg), privHex);
        expect(sig).toBe(utils.crypto.ECKeySign(msg, priv));
        expect(sig.slice(128)).toMatch(/^1[BC]$/);
        expect(recoverAddressFromDigest(bytesToHex(msg), sig)).toBe(privateKeyToAddress(privHex));
      }),
      { numRuns: 50 },
    );
  });

  it('recovers with v written as 0/1 or 27/28, in any hex case', () => {
    const priv = 'b5a4cea271ff424d7c31dc12a3e43e401df7a40d7412a15750f3f0b6b5449a28';
    const msg = '11'.repeat(32);
    const sig = signDigest(msg, priv);
    const v = Number.parseInt(sig.slice(128), 16);
    const low = sig.slice(0, 128) + (v - 27).toString(16).padStart(2, '0');
    const signer = privateKeyToAddress(priv);
    expect(recoverAddressFromDigest(msg, sig)).toBe(signer);
    expect(recoverAddressFromDigest(msg, sig.toUpperCase())).toBe(signer);
    expect(recoverAddressFromDigest(`0x${msg}`, low)).toBe(signer);
  });

  it('rejects malformed signatures and digests', () => {
    const msg = '22'.repeat(32);
    expect(() => recoverAddressFromDigest(msg, 'ab'.repeat(64))).toThrow(
      'signature must be 65 bytes, got 64',
    );
    expect(() => recoverAddressFromDigest(msg, `${'ab'.repeat(64)}05`)).toThrow('invalid signature v byte 5');
    expect(() => signDigest('abcd', '01'.repeat(32))).toThrow('digest must be 32 bytes, got 2');
  });
});

describe('the two curves', () => {
  it('write the same signature and recover the same signer (property)', () => {
    fc.assert(
      fc.property(validKey, digest, (priv, msg) => {
        const [privHex, msgHex] = [bytesToHex(priv), bytesToHex(msg)];
        const signature = wasm.signDigest(msgHex, privHex);
        expect(signature).toBe(noble.signDigest(msgHex, privHex));
        expect(wasm.publicKeyFromPrivateKey(privHex)).toEqual(noble.publicKeyFromPrivateKey(privHex));
        expect(wasm.recoverAddressFromDigest(msgHex, signature)).toBe(
          noble.recoverAddressFromDigest(msgHex, signature),
        );
      }),
      { numRuns: 50 },
    );
  });

  it('both refuse a private key out of range and a signature that recovers to no key', () => {
    for (const curve of [noble, wasm]) {
      expect(() => curve.signDigest('00'.repeat(32), '00'.repeat(32))).toThrow('invalid private key');
      // r = 5 is the x of no curve point.
      const noPoint = `${'00'.repeat(31)}05${'00'.repeat(31)}011b`;
      expect(() => curve.recoverAddressFromDigest('00'.repeat(32), noPoint)).toThrow();
    }
  });
});
