import type { TokenStandard } from '@poxscan/db';
import { ZERO_ADDRESS } from '../decode/addresses.js';
import { utcDay } from '../write/times.js';
import { DELEGATE, UNDELEGATE } from './delegation-resource.js';

// The history-derived state of a set of blocks, as additive deltas. The forward path aggregates the
// rows it is about to insert; a rollback aggregates the same rows read back and applies the negation.

export interface BlockView {
  num: number;
  time: number;
  witness: string;
  fee: bigint;
  energyUsed: number;
  netUsed: number;
  reward: bigint;
  standbyReward: bigint;
}

export interface TxView {
  blockNum: number;
  time: number;
  contractType: number;
  owner: string;
  to: string | null;
  success: boolean;
  amount: bigint;
  fee: bigint;
  energyUsage: number;
  /** a (un)delegation's resource: 'ENERGY', else bandwidth ('BANDWIDTH' or undefined) */
  resource: string | undefined;
}

export interface TransferView {
  blockNum: number;
  time: number;
  standard: TokenStandard;
  tokenId: string;
  from: string;
  to: string;
  amount: bigint;
}

/** A contract a transaction made, top-level or inside another contract. */
export interface CreatedView {
  blockNum: number;
  time: number;
  address: string;
}

export interface AccountDelta {
  firstBlock: number;
  firstTime: number;
  lastBlock: number;
  lastTime: number;
  txCount: number;
  transfersIn: number;
  transfersOut: number;
  /** a contract the blocks created: the node's account says Contract from its first block */
  contract: boolean;
}

export interface DayDelta {
  blocks: number;
  transactions: number;
  transfers: number;
  volume: bigint;
  fees: bigint;
  energyUsed: number;
  netUsed: number;
}

export interface Deltas {
  blocks: number;
  transactions: number;
  transfers: number;
  days: Map<string, DayDelta>;
  accounts: Map<string, AccountDelta>;
  /** transfer_count per token id, with the token's standard and first appearance */
  tokens: Map<string, { standard: TokenStandard; count: number; firstBlock: number; firstTime: number }>;
  /** PRC20/PRC721 balance changes, keyed token id + '\n' + holder */
  holders: Map<string, bigint>;
  /** delegated amounts, keyed from + '\n' + to + '\n' + resource */
  delegations: Map<string, bigint>;
  /** blocks produced per witness */
  witnessBlocks: Map<string, number>;
}

function day(deltas: Deltas, time: number): DayDelta {
  const key = utcDay(time);
  let d = deltas.days.get(key);
  if (!d) {
    d = { blocks: 0, transactions: 0, transfers: 0, volume: 0n, fees: 0n, energyUsed: 0, netUsed: 0 };
    deltas.days.set(key, d);
  }
  return d;
}

function seen(deltas: Deltas, address: string, block: number, time: number): AccountDelta {
  let a = deltas.accounts.get(address);
  if (!a) {
    a = {
      firstBlock: block,
      firstTime: time,
      lastBlock: block,
      lastTime: time,
      txCount: 0,
      transfersIn: 0,
      transfersOut: 0,
      contract: false,
    };
    deltas.accounts.set(address, a);
  } else {
    if (block < a.firstBlock) [a.firstBlock, a.firstTime] = [block, time];
    if (block > a.lastBlock) [a.lastBlock, a.lastTime] = [block, time];
  }
  return a;
}

const add = <K>(map: Map<K, bigint>, key: K, amount: bigint) => map.set(key, (map.get(key) ?? 0n) + amount);

export function aggregate(
  blocks: BlockView[],
  txs: TxView[],
  transfers: TransferView[],
  created: CreatedView[],
): Deltas {
  const deltas: Deltas = {
    blocks: blocks.length,
    transactions: txs.length,
    transfers: transfers.length,
    days: new Map(),
    accounts: new Map(),
    tokens: new Map(),
    holders: new Map(),
    delegations: new Map(),
    witnessBlocks: new Map(),
  };
  for (const b of blocks) {
    const d = day(deltas, b.time);
    d.blocks++;
    d.fees += b.fee;
    d.energyUsed += b.energyUsed;
    d.netUsed += b.netUsed;
    seen(deltas, b.witness, b.num, b.time);
    // The genesis block has no producer: java-tron fills in the zero address (or bytes that are no
    // address), which would otherwise count as an SR candidate.
    if (b.num > 0) deltas.witnessBlocks.set(b.witness, (deltas.witnessBlocks.get(b.witness) ?? 0) + 1);
  }
  for (const t of txs) {
    day(deltas, t.time).transactions++;
    seen(deltas, t.owner, t.blockNum, t.time).txCount++;
    if (t.to !== null && t.to !== t.owner) seen(deltas, t.to, t.blockNum, t.time).txCount++;
    if (t.success && t.to !== null && (t.contractType === DELEGATE || t.contractType === UNDELEGATE)) {
      const key = `${t.owner}\n${t.to}\n${t.resource === 'ENERGY' ? 'ENERGY' : 'BANDWIDTH'}`;
      add(deltas.delegations, key, t.contractType === DELEGATE ? t.amount : -t.amount);
    }
  }
  // The node makes an account for every contract, also one made inside another and never touched.
  for (const c of created) seen(deltas, c.address, c.blockNum, c.time).contract = true;
  for (const x of transfers) {
    const d = day(deltas, x.time);
    d.transfers++;
    if (x.standard === 'POX') d.volume += x.amount;
    seen(deltas, x.from, x.blockNum, x.time).transfersOut++;
    seen(deltas, x.to, x.blockNum, x.time).transfersIn++;
    const token = deltas.tokens.get(x.tokenId);
    if (token) token.count++;
    else
      deltas.tokens.set(x.tokenId, {
        standard: x.standard,
        count: 1,
        firstBlock: x.blockNum,
        firstTime: x.time,
      });
    if (x.standard === 'PRC20' || x.standard === 'PRC721') {
      if (x.from !== ZERO_ADDRESS) add(deltas.holders, `${x.tokenId}\n${x.from}`, -x.amount);
      if (x.to !== ZERO_ADDRESS) add(deltas.holders, `${x.tokenId}\n${x.to}`, x.amount);
    }
  }
  return deltas;
}
