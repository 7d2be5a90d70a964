import { bytesToHex, hexToBytes, keccak256Bytes } from '@poxscan/protocol';
import type { HexAddress } from '../address.js';
import type { Chain } from '../chain/chain.js';
import type { StoredBlock } from '../chain/stored-block.js';
import type { DevnetKey, DevnetKeys } from '../keys.js';
import type { Account } from '../state/types.js';
import { addressWord, uintWord } from './calldata.js';
import type { LazyKeys } from './lazy-keys.js';
import type { Random } from './random.js';
import type { TxOptions, TxSigner, UnsignedTx } from './signer.js';

export interface Deployment {
  key: string;
  owner: DevnetKey;
  address?: HexAddress;
  requestedAt: number;
}

/** What the simulated users know: their keys, the chain's head state, what they deployed. */
export class TrafficContext {
  head!: StoredBlock;
  /** Accounts used in the batch being built, so one batch never spends twice from one account. */
  readonly busy = new Set<HexAddress>();
  readonly deployments = new Map<string, Deployment>();

  constructor(
    readonly chain: Chain,
    readonly rng: Random,
    readonly signer: TxSigner,
    readonly users: DevnetKey[],
    readonly newUsers: LazyKeys,
    readonly srs: DevnetKey[],
    readonly keys: DevnetKeys,
  ) {}

  get world() {
    return this.chain.world;
  }

  account(key: DevnetKey): Account | undefined {
    return this.world.account(key.hex);
  }

  /**
   * A user whose account exists, is not used yet in this batch and can pay a transaction's fees,
   * as a wallet would check before sending (otherwise the node rejects it with BANDWITH_ERROR).
   */
  freeUser(filter: (account: Account) => boolean = () => true): DevnetKey | undefined {
    for (let attempt = 0; attempt < 8; attempt++) {
      const key = this.rng.pick(this.users);
      const account = this.account(key);
      if (account === undefined || this.busy.has(key.hex) || account.balance < FEE_RESERVE) continue;
      if (filter(account)) return key;
    }
    return undefined;
  }

  /** A transaction from `owner`, cosigned up to the threshold when its owner permission has several keys. */
  tx(owner: DevnetKey, type: string, value: Record<string, unknown>, options: TxOptions = {}): UnsignedTx {
    this.busy.add(owner.hex);
    const permission = this.account(owner)?.owner;
    const cosigners =
      permission === undefined
        ? []
        : permission.keys.slice(1, Number(permission.threshold)).map((k) => this.keys.byHex.get(k.address)!);
    return this.signer.build(
      this.head,
      owner,
      type,
      { owner_address: owner.hex, ...value },
      { ...options, cosigners },
    );
  }

  /** A deployed contract's address, or undefined until its deployment is in a block. */
  contract(key: string): HexAddress | undefined {
    const address = this.deployments.get(key)?.address;
    return address !== undefined && this.world.contracts.has(address) ? address : undefined;
  }

  /** Reads a uint256 mapping entry `mapping(key => uint)` at `slot` from contract storage. */
  mappingValue(contract: HexAddress, slot: number, keyWord: string): bigint {
    return this.wordAt(contract, bytesToHex(keccak256Bytes(hexToBytes(keyWord + uintWord(slot)))));
  }

  storageWord(contract: HexAddress, slot: number): bigint {
    return this.wordAt(contract, uintWord(slot));
  }

  /** `allowance[owner][spender]` of a PRC20: slot 5, the inner mapping's location hashed again. */
  allowance(contract: HexAddress, owner: HexAddress, spender: HexAddress): bigint {
    const inner = bytesToHex(keccak256Bytes(hexToBytes(addressWord(owner) + uintWord(PRC20_ALLOWANCE_SLOT))));
    return this.wordAt(contract, bytesToHex(keccak256Bytes(hexToBytes(addressWord(spender) + inner))));
  }

  private wordAt(contract: HexAddress, location: string): bigint {
    const value = this.world.storage.get(`${contract}${location}`);
    return value === undefined || value.length === 0 ? 0n : BigInt(`0x${bytesToHex(value)}`);
  }

  tokenBalance(contract: HexAddress, holder: HexAddress): bigint {
    return this.mappingValue(contract, PRC20_BALANCE_SLOT, addressWord(holder));
  }
}

/** Sun a simulated user keeps for fees: burned bandwidth, and the energy of a token call (about 3 POX at genesis prices). */
export const FEE_RESERVE = 20_000_000n;

/** Storage layout of contracts/PRC20.sol and PRC721.sol (declaration order). */
export const PRC20_BALANCE_SLOT = 4;
export const PRC20_ALLOWANCE_SLOT = 5;
export const PRC721_TOTAL_SUPPLY_SLOT = 3;
export const PRC721_OWNER_SLOT = 4;
