import { ADDRESS_PREFIX_BYTE, addressToBytes } from './address.js';
import { keccak256Bytes } from './hash.js';
import { bytesToHex, concatBytes, hexToBytes, hexToFixedBytes } from './hex.js';

/** java-tron's `sha3omit12`: 0x41 ‖ keccak256(input)[12..32], as 41-hex. */
function tronAddressOfHash(input: Uint8Array): string {
  return bytesToHex(concatBytes(Uint8Array.of(ADDRESS_PREFIX_BYTE), keccak256Bytes(input).slice(12)));
}

function txIdBytes(txIdHex: string): Uint8Array {
  return hexToFixedBytes(txIdHex, 32, 'txID');
}

/**
 * Address (41-hex) of a contract deployed by a CreateSmartContract transaction:
 * 0x41 ‖ keccak256(txID ‖ owner_address as 21 bytes with its 0x41 prefix)[12..32].
 */
export function contractAddressOf(txIdHex: string, ownerAddress: string): string {
  return tronAddressOfHash(concatBytes(txIdBytes(txIdHex), addressToBytes(ownerAddress)));
}

/**
 * Address (41-hex) of a contract created by the CREATE opcode inside a transaction. Unlike Ethereum
 * (sender + account nonce), TRON hashes the root transaction's txID with the VM's per-transaction
 * counter of internal transactions created so far (8-byte big-endian):
 * 0x41 ‖ keccak256(rootTxID ‖ uint64be(nonce))[12..32].
 */
export function createOpcodeAddressOf(rootTxIdHex: string, internalNonce: bigint | number): string {
  const nonce = new Uint8Array(8);
  new DataView(nonce.buffer).setBigUint64(0, BigInt(internalNonce));
  return tronAddressOfHash(concatBytes(txIdBytes(rootTxIdHex), nonce));
}

/**
 * Address (41-hex) of a contract created by CREATE2. Same as Ethereum except that the leading
 * 0xff byte is TRON's address prefix: the preimage is the creator's 21-byte address (0x41 ‖ 20 bytes)
 * ‖ salt (32 bytes) ‖ keccak256(init code).
 */
export function create2AddressOf(creatorAddress: string, saltHex: string, initCodeHex: string): string {
  const salt = hexToFixedBytes(saltHex, 32, 'salt');
  return tronAddressOfHash(
    concatBytes(addressToBytes(creatorAddress), salt, keccak256Bytes(hexToBytes(initCodeHex))),
  );
}
