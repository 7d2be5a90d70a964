import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@poxscan/protocol';
import { describe, expect, it } from 'vitest';
import { compareCode, metadataRanges } from './compare.js';
import { lastMetadata, metadataEndingAt, stripMetadata, trailingMetadata } from './metadata.js';

// Handcrafted CBOR, the way solc writes it: short heads only.
const text = (s: string) => {
  const bytes = utf8ToBytes(s);
  const head = bytes.length < 24 ? [0x60 + bytes.length] : [0x78, bytes.length];
  return concatBytes(Uint8Array.from(head), bytes);
};
const bytes = (b: Uint8Array) => {
  const head = b.length < 24 ? [0x40 + b.length] : [0x58, b.length];
  return concatBytes(Uint8Array.from(head), b);
};
const map = (...entries: Array<[string, Uint8Array]>) =>
  concatBytes(Uint8Array.of(0xa0 + entries.length), ...entries.flatMap(([k, v]) => [text(k), v]));
/** A metadata section: the CBOR map and its length in two bytes. */
const section = (cbor: Uint8Array) => concatBytes(cbor, Uint8Array.of(cbor.length >> 8, cbor.length & 0xff));

const filled = (n: number, byte: number) => new Uint8Array(n).fill(byte);
const CODE = hexToBytes('6080604052348015600f57600080fd5b50603f80601d6000396000f3fe6080604052600080fdfe');
const IPFS = concatBytes(Uint8Array.of(0x12, 0x20), filled(32, 0xab));
const SOLC_0_8_20 = bytes(Uint8Array.of(0, 8, 20));

describe('metadata sections', () => {
  it('reads the ipfs + solc layout of solc 0.6 and later', () => {
    const meta = section(map(['ipfs', bytes(IPFS)], ['solc', SOLC_0_8_20]));
    expect(bytesToHex(meta.subarray(-2))).toBe('0033');
    const code = concatBytes(CODE, meta);
    expect(trailingMetadata(code)).toEqual({
      start: CODE.length,
      end: code.length,
      hashKind: 'ipfs',
      hash: bytesToHex(IPFS),
      solcVersion: '0.8.20',
      experimental: false,
    });
    expect(stripMetadata(code)).toEqual(CODE);
  });

  it('reads the bzzr0 layout of solc 0.4, which names no compiler', () => {
    const meta = section(map(['bzzr0', bytes(filled(32, 1))]));
    expect(bytesToHex(meta.subarray(-2))).toBe('0029');
    const found = trailingMetadata(concatBytes(CODE, meta));
    expect(found).toMatchObject({ hashKind: 'bzzr0', hash: '01'.repeat(32), experimental: false });
    expect(found?.solcVersion).toBeUndefined();
  });

  it('reads bzzr1 + solc (0.5.12–0.5.17), experimental flags, prerelease compilers and hashless metadata', () => {
    const bzzr1 = trailingMetadata(
      concatBytes(
        CODE,
        section(map(['bzzr1', bytes(filled(32, 2))], ['solc', bytes(Uint8Array.of(0, 5, 17))])),
      ),
    );
    expect(bzzr1).toMatchObject({ hashKind: 'bzzr1', solcVersion: '0.5.17' });

    const experimental = trailingMetadata(
      concatBytes(
        CODE,
        section(map(['ipfs', bytes(IPFS)], ['experimental', Uint8Array.of(0xf5)], ['solc', SOLC_0_8_20])),
      ),
    );
    expect(experimental).toMatchObject({ hashKind: 'ipfs', experimental: true, solcVersion: '0.8.20' });

    const nightly = '0.8.21-nightly.2023.5.3+commit.a1b2c3d4';
    const prerelease = trailingMetadata(
      concatBytes(CODE, section(map(['ipfs', bytes(IPFS)], ['solc', text(nightly)]))),
    );
    expect(prerelease?.solcVersion).toBe(nightly);

    const hashless = concatBytes(CODE, section(map(['solc', SOLC_0_8_20])));
    expect(bytesToHex(hashless.subarray(-2))).toBe('000a');
    expect(trailingMetadata(hashless)).toMatchObject({ hashKind: 'none', solcVersion: '0.8.20' });
    expect(trailingMetadata(hashless)?.hash).toBeUndefined();
  });

  it('finds the section before appended constructor arguments, and only real sections', () => {
    const meta = section(map(['ipfs', bytes(IPFS)], ['solc', SOLC_0_8_20]));
    const args = hexToBytes(`${'00'.repeat(31)}40${'00'.repeat(31)}64${'00'.repeat(31)}0433`);
    const creation = concatBytes(CODE, meta, args);
    expect(trailingMetadata(creation)).toBeUndefined();
    expect(lastMetadata(creation)).toMatchObject({ start: CODE.length, end: CODE.length + meta.length });

    // No section, a length pointing before the start, a map of unknown keys, truncated CBOR.
    expect(trailingMetadata(CODE)).toBeUndefined();
    expect(stripMetadata(CODE)).toBe(CODE);
    expect(trailingMetadata(Uint8Array.of(0xa1, 0xff, 0xff))).toBeUndefined();
    expect(trailingMetadata(concatBytes(CODE, section(map(['name', text('x')]))))).toBeUndefined();
    const truncated = concatBytes(CODE, map(['ipfs', bytes(IPFS)]).subarray(0, 20), Uint8Array.of(0, 20));
    expect(metadataEndingAt(truncated, truncated.length)).toBeUndefined();
    expect(lastMetadata(CODE)).toBeUndefined();
  });
});

describe('code comparison', () => {
  const meta = (fill: number) =>
    section(
      map(['ipfs', bytes(concatBytes(Uint8Array.of(0x12, 0x20), filled(32, fill)))], ['solc', SOLC_0_8_20]),
    );
  const runtime = concatBytes(CODE, meta(0xab));
  const masks = (code: Uint8Array) => ({ metadata: metadataRanges(code, [runtime]), filled: [] });

  it('ignores a different metadata hash (partial match) and returns what follows as arguments', () => {
    const onChain = concatBytes(CODE, meta(0xcd), Uint8Array.of(1, 2, 3));
    const result = compareCode(runtime, onChain, masks(runtime), false);
    expect(result).toEqual({ ok: true, full: false, rest: Uint8Array.of(1, 2, 3) });
    const same = compareCode(runtime, concatBytes(runtime, Uint8Array.of(9)), masks(runtime), false);
    expect(same).toMatchObject({ ok: true, full: true });
  });

  it('reports the first differing byte outside the metadata, and code that ends early or runs long', () => {
    const changed = runtime.slice();
    changed[7] = 0x00;
    expect(compareCode(runtime, changed, masks(runtime), true)).toEqual({
      ok: false,
      offset: 7,
      onChainLength: runtime.length,
      compiledLength: runtime.length,
    });
    const short = runtime.subarray(0, 30);
    expect(compareCode(runtime, short, masks(runtime), false)).toMatchObject({ ok: false, offset: 30 });
    const long = concatBytes(runtime, Uint8Array.of(0));
    expect(compareCode(runtime, long, masks(runtime), true)).toMatchObject({
      ok: false,
      offset: runtime.length,
    });
  });

  it('masks the metadata of an embedded contract as well as its own', () => {
    const child = concatBytes(hexToBytes('6001600055'), meta(0x11));
    const parent = concatBytes(CODE, child, hexToBytes('5b00'), meta(0x22));
    const ranges = metadataRanges(parent, [child, parent]);
    expect(ranges).toHaveLength(2);
    const onChain = concatBytes(CODE, hexToBytes('6001600055'), meta(0x33), hexToBytes('5b00'), meta(0x44));
    expect(compareCode(parent, onChain, { metadata: ranges, filled: [] }, true)).toMatchObject({
      ok: true,
      full: false,
    });
  });
});
