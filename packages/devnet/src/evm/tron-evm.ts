import { Common, Hardfork, Mainnet } from '@ethereumjs/common';
import { EVM, EVMMockBlockchain, type Message, NobleBN254 } from '@ethereumjs/evm';
import { Address } from '@ethereumjs/util';
import { bytesToHex, create2AddressOf, createOpcodeAddressOf } from '@poxscan/protocol';
import { evmBytes, fromEvmBytes } from './addresses.js';
import type { WorldStateAdapter } from './state-adapter.js';

/**
 * The EVM with TRON's contract-address rules: a deployed contract's address comes from the
 * transaction id and owner (set per transaction), an internal CREATE from the root transaction id
 * and a per-transaction counter, and CREATE2 hashes 0x41 where Ethereum hashes 0xff.
 */
export class TronEVM extends EVM {
  /** Address of the contract a CreateSmartContract transaction deploys. */
  deployAddress?: Uint8Array;
  /** Root transaction id, for internal CREATE addresses. */
  rootTxId: Uint8Array = new Uint8Array(32);
  private createCounter = 0n;

  beginTransaction(rootTxId: Uint8Array, deployAddress?: Uint8Array): void {
    this.rootTxId = rootTxId;
    this.deployAddress = deployAddress;
    this.createCounter = 0n;
  }

  protected override async _generateAddress(message: Message): Promise<Address> {
    if (message.depth === 0 && this.deployAddress !== undefined) return new Address(this.deployAddress);
    if (message.salt !== undefined) {
      const code = message.code instanceof Uint8Array ? message.code : new Uint8Array();
      const address = create2AddressOf(
        fromEvmBytes(message.caller.bytes),
        bytesToHex(message.salt),
        bytesToHex(code),
      );
      return new Address(evmBytes(address));
    }
    return new Address(evmBytes(createOpcodeAddressOf(bytesToHex(this.rootTxId), this.createCounter++)));
  }
}

export function createTronEvm(stateManager: WorldStateAdapter): TronEVM {
  const common = new Common({ chain: Mainnet, hardfork: Hardfork.Shanghai });
  return new TronEVM({
    common,
    stateManager,
    blockchain: new EVMMockBlockchain(),
    bn254: new NobleBN254(),
  });
}
