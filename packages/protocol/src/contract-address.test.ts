import { getCreate2Address, solidityPackedKeccak256 } from 'ethers';
import { describe, expect, it } from 'vitest';
import { toEvmAddress } from './address.js';
import { contractAddressOf, create2AddressOf, createOpcodeAddressOf } from './contract-address.js';

const TX_ID = '7fe721c3f85b6c1c9491df43778c98903b565bc4210592f449f41342041729b3';
const CREATOR = '41dd791d6b49e190062d650e6a23c575510d35f2f9';

describe('contract addresses', () => {
  it('hashes txID ‖ 21-byte owner for a deployment (fixture: deploycontract-1.json)', () => {
    expect(contractAddressOf(TX_ID, CREATOR)).toBe('41584587b353166787b37d1b05a4a91e59c5370bcf');
  });

  it('hashes root txID ‖ uint64be(nonce) for CREATE inside a transaction', () => {
    const expected = `41${solidityPackedKeccak256(['bytes32', 'uint64'], [`0x${TX_ID}`, 3]).slice(26)}`;
    expect(createOpcodeAddressOf(TX_ID, 3n)).toBe(expected);
    expect(createOpcodeAddressOf(TX_ID, 0)).not.toBe(createOpcodeAddressOf(TX_ID, 1));
  });

  it('uses 0x41 where Ethereum CREATE2 uses 0xff, and otherwise matches it', () => {
    const salt = `0x${'01'.repeat(32)}`;
    const code = '0x6080604052';
    const codeHash = solidityPackedKeccak256(['bytes'], [code]);
    const tron = solidityPackedKeccak256(
      ['bytes1', 'address', 'bytes32', 'bytes32'],
      ['0x41', toEvmAddress(CREATOR), salt, codeHash],
    );
    expect(create2AddressOf(CREATOR, salt, code)).toBe(`41${tron.slice(26)}`);
    const ethereum = getCreate2Address(toEvmAddress(CREATOR), salt, codeHash).toLowerCase();
    expect(`0x${create2AddressOf(CREATOR, salt, code).slice(2)}`).not.toBe(ethereum);
    expect(() => create2AddressOf(CREATOR, '0x01', code)).toThrow('salt must be 32 bytes, got 1');
  });
});
