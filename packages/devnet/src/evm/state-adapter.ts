import type { AccountFields, StateManagerInterface } from '@ethereumjs/common';
import { Account, type Address, KECCAK256_NULL, KECCAK256_RLP } from '@ethereumjs/util';
import { bytesToHex, keccak256Bytes } from '@poxscan/protocol';
import type { HexAddress } from '../address.js';
import { newAccount } from '../state/types.js';
import type { World } from '../state/world.js';
import { fromEvmBytes } from './addresses.js';

const storageKey = (address: HexAddress, key: Uint8Array) => `${address}${bytesToHex(key)}`;

/**
 * ethereumjs's state interface over the chain's own state: balances are TRON balances in sun, code
 * and storage live in journaled maps, and EVM checkpoints are journal checkpoints, so a revert
 * rolls back the contract's writes and its value transfers together.
 */
export class WorldStateAdapter implements StateManagerInterface {
  private readonly originals = new Map<string, Uint8Array>();
  /** keccak256 of each code array; code arrays are never mutated, so reverts need not forget them. */
  private readonly codeHashes = new WeakMap<Uint8Array, Uint8Array>();
  timestamp = 0;

  constructor(private readonly world: World) {}

  /** Starts a new transaction: forgets the storage values captured for gas metering. */
  beginTransaction(timestamp: number): void {
    this.originals.clear();
    this.timestamp = timestamp;
  }

  originalStorageCache = {
    get: async (address: Address, key: Uint8Array): Promise<Uint8Array> => {
      const id = storageKey(fromEvmBytes(address.bytes), key);
      return this.originals.get(id) ?? this.world.storage.get(id) ?? new Uint8Array();
    },
    clear: (): void => this.originals.clear(),
  };

  async getAccount(address: Address): Promise<Account | undefined> {
    const hex = fromEvmBytes(address.bytes);
    const account = this.world.account(hex);
    if (account === undefined) return undefined;
    const code = this.world.code.get(hex);
    const codeHash = code === undefined ? KECCAK256_NULL : this.codeHashOf(code);
    return new Account(code === undefined ? 0n : 1n, account.balance, KECCAK256_RLP, codeHash);
  }

  private codeHashOf(code: Uint8Array): Uint8Array {
    let hash = this.codeHashes.get(code);
    if (hash === undefined) {
      hash = keccak256Bytes(code);
      this.codeHashes.set(code, hash);
    }
    return hash;
  }

  async putAccount(address: Address, account?: Account): Promise<void> {
    if (account === undefined) return this.deleteAccount(address);
    const hex = fromEvmBytes(address.bytes);
    const existing = this.world.account(hex);
    // EIP-161: touching an account does not create it; receiving value does.
    if (existing === undefined && account.balance === 0n && account.nonce === 0n) return;
    const current = existing ?? newAccount(hex, this.timestamp);
    if (current.balance !== account.balance || existing === undefined) {
      this.world.putAccount({ ...current, balance: account.balance });
    }
  }

  async deleteAccount(address: Address): Promise<void> {
    const hex = fromEvmBytes(address.bytes);
    const current = this.world.account(hex);
    if (current !== undefined) this.world.putAccount({ ...current, balance: 0n });
    this.world.code.delete(hex);
  }

  async modifyAccountFields(address: Address, fields: AccountFields): Promise<void> {
    const account = (await this.getAccount(address)) ?? new Account();
    if (fields.balance !== undefined) account.balance = fields.balance;
    await this.putAccount(address, account);
  }

  async putCode(address: Address, value: Uint8Array): Promise<void> {
    const hex = fromEvmBytes(address.bytes);
    const account = this.world.account(hex) ?? newAccount(hex, this.timestamp);
    if (!account.isContract) this.world.putAccount({ ...account, isContract: true });
    this.world.code.set(hex, value.slice());
  }

  async getCode(address: Address): Promise<Uint8Array> {
    return this.world.code.get(fromEvmBytes(address.bytes)) ?? new Uint8Array();
  }

  async getCodeSize(address: Address): Promise<number> {
    return (await this.getCode(address)).length;
  }

  async getStorage(address: Address, key: Uint8Array): Promise<Uint8Array> {
    return this.world.storage.get(storageKey(fromEvmBytes(address.bytes), key)) ?? new Uint8Array();
  }

  async putStorage(address: Address, key: Uint8Array, value: Uint8Array): Promise<void> {
    const id = storageKey(fromEvmBytes(address.bytes), key);
    if (!this.originals.has(id)) this.originals.set(id, this.world.storage.get(id) ?? new Uint8Array());
    let start = 0;
    while (start < value.length && value[start] === 0) start++;
    if (start === value.length) this.world.storage.delete(id);
    else this.world.storage.set(id, value.slice(start));
  }

  async clearStorage(): Promise<void> {
    // Storage of a self-destructed contract stays readable, as in TVM before its removal of SELFDESTRUCT.
  }

  async checkpoint(): Promise<void> {
    this.world.journal.checkpoint();
  }

  async commit(): Promise<void> {
    this.world.journal.commit();
  }

  async revert(): Promise<void> {
    this.world.journal.revert();
  }

  async getStateRoot(): Promise<Uint8Array> {
    return new Uint8Array(32);
  }

  async setStateRoot(): Promise<void> {
    throw new Error('the devnet keeps no state roots');
  }

  async hasStateRoot(): Promise<boolean> {
    return false;
  }

  clearCaches(): void {}

  shallowCopy(): StateManagerInterface {
    return this;
  }
}
