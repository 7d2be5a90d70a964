import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import fc from 'fast-check';
import { TronWeb } from 'tronweb';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_PREFIX_BYTE,
  addressToBytes,
  isAddress,
  parseAddress,
  toBase58Address,
  toEvmAddress,
  toHexAddress,
} from './address.js';

// From fixtures/java-tron/getaccount-2.json (visible=true) and getcontract-1.json.
const USDT_BASE58 = 'TG3XXyExBkPp9nzdajDZsozEu4BkaSJozs';

describe('parseAddress', () => {
  it('accepts the three forms of one address and returns all three', () => {
    const hex = '41eca9bc828a3005b9a3b909f2cc5c2a54794de05f';
    const fromHex = parseAddress(hex);
    expect(fromHex).toEqual({
      ok: true,
      base58: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
      hex,
      evm: '0xeca9bc828a3005b9a3b909f2cc5c2a54794de05f',
    });
    expect(parseAddress('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toEqual(fromHex);
    expect(parseAddress('0xECA9BC828A3005B9A3B909F2CC5C2A54794DE05F')).toEqual(fromHex);
    expect(parseAddress(`0x${hex}`)).toEqual(fromHex);
    expect(parseAddress(`  ${hex}\n`)).toEqual(fromHex);
  });

  it('says why an address is rejected', () => {
    const reason = (input: unknown) => {
      const result = parseAddress(input);
      return result.ok ? 'ok' : result.reason;
    };
    expect(reason('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBg')).toBe('bad checksum');
    expect(reason('TXYZopYRdj2D9XRtbG4l1XZZ3kM5VkAeBf')).toBe("invalid base58 character 'l' at position 19");
    expect(reason('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAe')).toMatch(/^wrong length: decodes to 24 bytes/);
    // A valid base58check Bitcoin address: right length, wrong version byte.
    expect(reason('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe('wrong prefix 0x00, expected 0x41');
    expect(reason('42eca9bc828a3005b9a3b909f2cc5c2a54794de05f')).toBe('wrong prefix 0x42, expected 0x41');
    expect(reason('0xeca9bc828a3005b9a3b909f2cc5c2a54794de0')).toMatch(/^wrong length: 38 hex digits/);
    expect(reason('0xeca9bc828a3005b9a3b909f2cc5c2a54794de05g')).toBe(
      "invalid hex character 'g' at position 39",
    );
    expect(reason('')).toBe('empty address');
    expect(reason(42)).toBe('address must be a string');
  });

  it('converts between forms and throws on invalid input', () => {
    expect(toHexAddress(USDT_BASE58)).toBe('4142a1e39aefa49290f2b3f9ed688d7cecf86cd6e0');
    expect(toBase58Address(toHexAddress(USDT_BASE58))).toBe(USDT_BASE58);
    expect(toBase58Address(toEvmAddress(USDT_BASE58))).toBe(USDT_BASE58);
    expect(addressToBytes(USDT_BASE58)[0]).toBe(ADDRESS_PREFIX_BYTE);
    expect(() => toHexAddress('T123')).toThrow(/invalid address "T123"/);
    expect(isAddress(USDT_BASE58)).toBe(true);
    expect(isAddress('T123')).toBe(false);
  });

  it('reads the hex and base58 addresses of real java-tron payloads', () => {
    const account = readJavaTronFixture<{ address: string }>('getaccount-2.json');
    expect(toBase58Address(toHexAddress(account.address))).toBe(account.address);
    const { transaction } = readJavaTronFixture<{
      transaction: { raw_data: { contract: Array<{ parameter: { value: { owner_address: string } } }> } };
    }>('triggerconstantcontract-2.json');
    const owner = transaction.raw_data.contract[0]!.parameter.value.owner_address;
    expect(owner).toBe(account.address);
    expect(parseAddress(owner)).toMatchObject({ ok: true, base58: owner });
  });

  it('round-trips every 20-byte body through all forms (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (body) => {
        const evm = `0x${Buffer.from(body).toString('hex')}`;
        const parsed = parseAddress(evm);
        if (!parsed.ok) throw new Error(parsed.reason);
        expect(parsed.base58).toMatch(/^T/);
        expect(parsed.base58).toHaveLength(34);
        expect(parseAddress(parsed.base58)).toEqual(parsed);
        expect(parseAddress(parsed.hex)).toEqual(parsed);
        expect(parsed.evm).toBe(evm);
        expect(TronWeb.address.fromHex(parsed.hex)).toBe(parsed.base58);
      }),
    );
  });
});
