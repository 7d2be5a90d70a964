import { type EVMResult, getActivePrecompiles, type Message } from '@ethereumjs/evm';
import { Address } from '@ethereumjs/util';
import { bytesToHex, concatBytes, hexToBytes, keccak256Bytes } from '@poxscan/protocol';
import type { BlockContext } from '../chain/context.js';
import type { World } from '../state/world.js';
import type { InternalTx } from '../tx/receipt.js';
import { evmBytes, fromEvmBytes } from './addresses.js';
import { WorldStateAdapter } from './state-adapter.js';
import { createTronEvm, type TronEVM } from './tron-evm.js';

export interface VmCall {
  caller: string;
  /** Contract to call; undefined deploys `data` as init code at `deployAddress`. */
  to?: string;
  deployAddress?: string;
  data: Uint8Array;
  value: bigint;
  energyLimit: bigint;
  txId: string;
}

export interface VmOutcome {
  result: EVMResult;
  logs: Array<{ address: string; topics: string[]; data: string }>;
  internalTransactions: InternalTx[];
}

/** One EVM bound to the chain state; transactions run through it one at a time. */
export class VmRuntime {
  private readonly adapter: WorldStateAdapter;
  private readonly evm: TronEVM;
  private internal: InternalTx[] = [];
  private rootTxId: Uint8Array = new Uint8Array(32);
  private readonly precompiles: string[];

  constructor(world: World) {
    this.adapter = new WorldStateAdapter(world);
    this.evm = createTronEvm(this.adapter, () => this.internal.length);
    this.precompiles = [...getActivePrecompiles(this.evm.common).keys()];
    this.evm.events!.on('beforeMessage', (message: Message, resolve) => {
      if (message.depth > 0) this.recordInternal(message);
      resolve?.();
    });
  }

  private recordInternal(message: Message): void {
    const index = new Uint8Array(8);
    new DataView(index.buffer).setBigUint64(0, BigInt(this.internal.length));
    this.internal.push({
      hash: bytesToHex(keccak256Bytes(concatBytes(this.rootTxId, index))),
      caller: fromEvmBytes(message.caller.bytes),
      // java-tron names the contract a CREATE makes as the internal transaction's recipient.
      to: fromEvmBytes((message.to ?? this.evm.createdAddress(message)).bytes),
      callValue: message.value,
      note: Buffer.from(message.to === undefined ? 'create' : 'call').toString('hex'),
      rejected: false,
    });
  }

  /**
   * What a transaction starts with (ethereumjs's runTx does this; runCall alone does not): no warm
   * slots or addresses left from earlier transactions, empty transient storage, and the caller,
   * the callee and the precompiles warm.
   */
  private startFreshAccessSet(call: VmCall): void {
    const journal = this.evm.journal as { cleanJournal(): void; addAlwaysWarmAddress(address: string): void };
    journal.cleanJournal();
    this.evm.transientStorage.clear();
    journal.addAlwaysWarmAddress(call.caller.slice(2));
    if (call.to !== undefined) journal.addAlwaysWarmAddress(call.to.slice(2));
    for (const address of this.precompiles) journal.addAlwaysWarmAddress(address);
  }

  async run(ctx: BlockContext, call: VmCall): Promise<VmOutcome> {
    this.adapter.beginTransaction(ctx.timestamp);
    this.rootTxId = hexToBytes(call.txId);
    this.internal = [];
    this.evm.beginTransaction(
      this.rootTxId,
      call.deployAddress === undefined ? undefined : evmBytes(call.deployAddress),
    );
    this.startFreshAccessSet(call);
    const result = await this.evm.runCall({
      caller: new Address(evmBytes(call.caller)),
      origin: new Address(evmBytes(call.caller)),
      ...(call.to === undefined ? {} : { to: new Address(evmBytes(call.to)) }),
      data: call.data,
      value: call.value,
      gasLimit: call.energyLimit,
      gasPrice: 0n,
      block: {
        header: {
          number: BigInt(ctx.number),
          coinbase: new Address(evmBytes(ctx.witness)),
          timestamp: BigInt(Math.floor(ctx.timestamp / 1000)),
          difficulty: 0n,
          prevRandao: new Uint8Array(32),
          gasLimit: call.energyLimit,
          baseFeePerGas: 0n,
          getBlobGasPrice: () => undefined,
        },
      },
    });
    const logs = (result.execResult.logs ?? []).map(([address, topics, data]) => ({
      address: bytesToHex(address),
      topics: topics.map((t) => bytesToHex(t)),
      data: bytesToHex(data),
    }));
    return { result, logs, internalTransactions: this.internal };
  }
}
