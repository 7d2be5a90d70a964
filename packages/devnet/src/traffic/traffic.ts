import type { Logger } from 'pino';
import type { Chain } from '../chain/chain.js';
import { type DevnetKeys, deriveKey } from '../keys.js';
import type { ChainTx } from '../tx/types.js';
import {
  accountCreate,
  accountUpdate,
  assetAction,
  faucet,
  TRAFFIC_GENESIS_ACCOUNTS,
  transfer,
} from './actions-accounts.js';
import {
  deployAll,
  nftAction,
  prc20Approve,
  prc20Transfer,
  prc20TransferFrom,
  vaultAction,
} from './actions-contracts.js';
import { claim, proposalAction, vote, witnessAction } from './actions-governance.js';
import { cancelUnfreeze, delegate, freeze, undelegate, unfreeze, withdrawExpired } from './actions-stake.js';
import { TrafficContext } from './context.js';
import { LazyKeys } from './lazy-keys.js';
import { Random } from './random.js';
import { TxSigner, type UnsignedTx } from './signer.js';
import type { TrafficSource } from './source.js';

export type TrafficLevel = 'off' | 'low' | 'high';

type Action = (c: TrafficContext) => UnsignedTx | undefined;

/** Relative frequency of each action; PRC20 calls make up well over 30% of the traffic. */
const MIX: Array<[Action, number]> = [
  [prc20Transfer, 34],
  [prc20Approve, 4],
  [prc20TransferFrom, 4],
  [transfer, 20],
  [faucet, 2],
  [nftAction, 4],
  [vaultAction, 3],
  [assetAction, 4],
  [accountCreate, 2],
  [accountUpdate, 1],
  [freeze, 6],
  [unfreeze, 2],
  [withdrawExpired, 2],
  [cancelUnfreeze, 0.5],
  [delegate, 2],
  [undelegate, 1],
  [vote, 3],
  [claim, 1],
  [witnessAction, 0.5],
  [proposalAction, 1],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, w]) => sum + w, 0);

export const TRANSACTIONS_PER_BLOCK: Record<Exclude<TrafficLevel, 'off'>, number> = { low: 8, high: 250 };
const RESTART_LOOKAHEAD = 20;

/** Seeded simulated users; each block gets a batch of their signed transactions. */
export class TrafficGenerator implements TrafficSource {
  private context: TrafficContext | undefined;
  private readonly rng: Random;

  constructor(
    private readonly keys: DevnetKeys,
    private readonly seed: number,
    readonly perBlock: number,
  ) {
    this.rng = new Random(seed * 7919 + 17);
  }

  private contextFor(chain: Chain): TrafficContext {
    if (this.context === undefined) {
      // Users created before a restart are users again; the rest are derived when first needed.
      const users = [...this.keys.accounts];
      let index = 0;
      for (let missing = 0; missing < RESTART_LOOKAHEAD; index++) {
        const key = deriveKey(this.seed, 'traffic-user', index);
        if (chain.world.account(key.hex) === undefined) missing++;
        else {
          users.push(key);
          missing = 0;
        }
      }
      const fresh = new LazyKeys(this.seed, index - RESTART_LOOKAHEAD);
      this.context = new TrafficContext(
        chain,
        this.rng,
        new TxSigner(),
        users,
        fresh,
        this.keys.witnesses,
        this.keys,
      );
    }
    return this.context;
  }

  private pickAction(): Action {
    let roll = this.rng.next() * TOTAL_WEIGHT;
    for (const [action, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return MIX[0]![0];
  }

  /** Chooses and builds the batch now, from the current state; the signing finishes on the worker. */
  nextBatch(chain: Chain): Promise<ChainTx[]> {
    const c = this.contextFor(chain);
    c.head = chain.head;
    c.busy.clear();
    const batch = deployAll(c);
    for (let attempts = 0; batch.length < this.perBlock && attempts < this.perBlock * 4; attempts++) {
      const tx = this.pickAction()(c);
      if (tx !== undefined) batch.push(tx);
    }
    return c.signer.sign(chain.signing, batch);
  }
}

export function createTraffic(
  level: TrafficLevel,
  keys: DevnetKeys,
  seed: number,
  logger: Logger,
): TrafficSource | undefined {
  if (level === 'off') return undefined;
  if (keys.accounts.length < TRAFFIC_GENESIS_ACCOUNTS) {
    throw new Error(
      `traffic '${level}' needs at least ${TRAFFIC_GENESIS_ACCOUNTS} genesis accounts, the genesis has ${keys.accounts.length} (accounts.count)`,
    );
  }
  logger.info({ level, perBlock: TRANSACTIONS_PER_BLOCK[level] }, 'simulated traffic on');
  return new TrafficGenerator(keys, seed, TRANSACTIONS_PER_BLOCK[level]);
}
