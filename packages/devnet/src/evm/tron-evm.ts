import { Common, Hardfork, Mainnet } from '@ethereumjs/common';
import { EVM, EVMMockBlockchain, type EVMResult, type Message, NobleBN254 } from '@ethereumjs/evm';
import { Address } from '@ethereumjs/util';
import { bytesToHex, create2AddressOf, createOpcodeAddressOf } from '@poxscan/protocol';
import { evmBytes, fromEvmBytes } from './addresses.js';
import type { WorldStateAdapter } from './state-adapter.js';

/**
 * The EVM with TRON's contract-address rules: a deployed contract's address comes from the
 * transaction id and owner (set per transaction), an internal CREATE from the root transaction id
 * and the number of internal transactions before it (java-tron's nonce, which calls count too), and
 * CREATE2 hashes 0x41 where Ethereum hashes 0xff.
 */
export class TronEVM extends EVM {
  /** Address of the contract a CreateSmartContract transaction deploys. */
  deployAddress?: Uint8Array;
  /** Root transaction id, for internal CREATE addresses. */
  rootTxId: Uint8Array = new Uint8Array(32);
  /** Addresses already given to CREATE messages: ethereumjs asks twice (to warm it, then to create). */
  private readonly created = new WeakMap<Message, Address>();

  constructor(
    options: ConstructorParameters<typeof EVM>[0],
    /** how many internal transactions the running transaction has made so far */
    private readonly internalCount: () => number,
  ) {
    super(options);
  }

  beginTransaction(rootTxId: Uint8Array, deployAddress?: Uint8Array): void {
    this.rootTxId = rootTxId;
    this.deployAddress = deployAddress;
  }

  /**
   * java-tron makes a contract account for every CREATE that succeeds; ethereumjs stores, and so marks
   * as a contract, only code that is not empty.
   */
  protected override async _executeCreate(message: Message): Promise<EVMResult> {
    const result = await super._executeCreate(message);
    const { exceptionError, returnValue } = result.execResult;
    if (result.createdAddress !== undefined && exceptionError === undefined && returnValue.length === 0)
      await this.stateManager.putCode(result.createdAddress, new Uint8Array());
    return result;
  }

  protected override async _generateAddress(message: Message): Promise<Address> {
    return this.createdAddress(message);
  }

  /**
   * The address a CREATE message makes, the same each time it is asked for that message; first asked
   * before the message is counted as an internal transaction.
   */
  createdAddress(message: Message): Address {
    const known = this.created.get(message);
    if (known !== undefined) return known;
    const address = this.newAddress(message);
    this.created.set(message, address);
    return address;
  }

  private newAddress(message: Message): Address {
    if (message.depth === 0 && this.deployAddress !== undefined) return new Address(this.deployAddress);
    if (message.salt !== undefined) {
      const code = message.code instanceof Uint8Array ? message.code : message.data;
      const address = create2AddressOf(
        fromEvmBytes(message.caller.bytes),
        bytesToHex(message.salt),
        bytesToHex(code),
      );
      return new Address(evmBytes(address));
    }
    return new Address(
      evmBytes(createOpcodeAddressOf(bytesToHex(this.rootTxId), BigInt(this.internalCount()))),
    );
  }
}

export function createTronEvm(stateManager: WorldStateAdapter, internalCount: () => number): TronEVM {
  const common = new Common({ chain: Mainnet, hardfork: Hardfork.Shanghai });
  return new TronEVM(
    { common, stateManager, blockchain: new EVMMockBlockchain(), bn254: new NobleBN254() },
    internalCount,
  );
}
