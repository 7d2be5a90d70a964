import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { toBase58Address, toBase58AddressField } from './address.js';
import { decodeContract } from './decoders/decode.js';
import { bytesToHex, utf8ToBytes } from './hex.js';

// Mainnet's block 0 as java-tron prints it with visible=true (see fixtures/java-tron/SOURCES.md).
interface Genesis {
  block_header: { raw_data: { witness_address: string } };
  transactions: { raw_data: { contract: [{ parameter: { value: Record<string, unknown> } }] } }[];
}
const genesis = readJavaTronFixture<Genesis>('getblockbynum-4.json');
const printedOwner = String(genesis.transactions[0]!.raw_data.contract[0].parameter.value.owner_address);
const GENESIS_OWNER_HEX = bytesToHex(utf8ToBytes('0x000000000000000000000'));

describe('toBase58AddressField', () => {
  it('prints a real address as toBase58Address does', () => {
    const hex = '4171b0af54e0a1182a5e0947d6a64f3b22740ef318';
    expect(toBase58AddressField(hex)).toBe(toBase58Address(hex));
  });

  it("prints block 0's owner and witness bytes as java-tron does with visible=true", () => {
    expect(GENESIS_OWNER_HEX).toHaveLength(46);
    expect(toBase58AddressField(GENESIS_OWNER_HEX)).toBe(printedOwner);
    const witness = genesis.block_header.raw_data.witness_address;
    const sentence = bytesToHex(
      utf8ToBytes(
        'A new system must allow existing systems to be linked together without requiring any central control or coordination',
      ),
    );
    expect(toBase58AddressField(sentence)).toBe(witness);
    // Already printed: kept as it is.
    expect(toBase58AddressField(witness)).toBe(witness);
  });

  it('refuses text that is neither hex nor base58check', () => {
    expect(() => toBase58AddressField('not an address')).toThrow(/invalid address field/);
    expect(() => toBase58AddressField('7YxAaK71utTpYJ8u4Zna7muWxd1pQwimpGxy9')).toThrow();
    expect(() => toBase58AddressField('abc')).toThrow();
  });

  it('refuses a field longer than any known before hashing it', () => {
    expect(() => toBase58AddressField('ab'.repeat(513))).toThrow(/1026 characters, at most 1024/);
    expect(toBase58AddressField('ab'.repeat(512))).toMatch(/^[1-9A-HJ-NP-Za-km-z]+$/);
  });
});

describe('decodeContract on a genesis transfer', () => {
  it('decodes the 23-byte owner and a negative amount instead of giving up', () => {
    const contract = {
      type: 'TransferContract',
      parameter: {
        value: {
          amount: '-9223372036854775808',
          owner_address: GENESIS_OWNER_HEX,
          to_address: '4177944d19c052b73ee2286823aa83f8138cb7032f',
        },
      },
    };
    expect(decodeContract(contract, { visible: false })).toMatchObject({
      type: 'Transfer',
      owner: printedOwner,
      to: toBase58Address('4177944d19c052b73ee2286823aa83f8138cb7032f'),
      amount: -9223372036854775808n,
    });
  });
});
