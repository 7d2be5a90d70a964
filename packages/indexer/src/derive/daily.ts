import type { TokenStandard } from '@poxscan/db';
import { contractTypeNumber } from '@poxscan/protocol';
import { iso, periodLabel, utcDay } from '../write/times.js';
import type { BlockView, TransferView, TxView } from './aggregate.js';

// The daily series of the Data pages and the per-address and per-token days behind the rankings,
// as additive deltas of a set of blocks (forward: the batch; rollback: the orphaned blocks, negated).

const TRIGGER_SMART_CONTRACT = contractTypeNumber('TriggerSmartContract');

export interface SeriesDay {
  transfersByStandard: Record<TokenStandard, number>;
  contractCalls: number;
  rewards: bigint;
  intervalMs: number;
}

export interface AddressDay {
  txs: number;
  txsSent: number;
  feesPaid: bigint;
  transfers: number;
  poxIn: bigint;
  poxOut: bigint;
  calls: number;
  energyUsed: number;
  blocksProduced: number;
}

export interface DailyDeltas {
  days: Map<string, SeriesDay>;
  /** keyed address + '\n' + day */
  addressDays: Map<string, AddressDay>;
  /** transfers, keyed token id + '\n' + day */
  tokenDays: Map<string, number>;
  /** transfers, keyed token id + '\n' + the hour's start (ISO, UTC) */
  tokenHours: Map<string, number>;
}

const HOUR_MS = 3_600_000;
const utcHour = periodLabel(HOUR_MS, iso);

const emptyDay = (): SeriesDay => ({
  transfersByStandard: { POX: 0, PRC10: 0, PRC20: 0, PRC721: 0 },
  contractCalls: 0,
  rewards: 0n,
  intervalMs: 0,
});

/** An address's day with nothing in it yet. */
export const emptyAddressDay = (): AddressDay => ({
  txs: 0,
  txsSent: 0,
  feesPaid: 0n,
  transfers: 0,
  poxIn: 0n,
  poxOut: 0n,
  calls: 0,
  energyUsed: 0,
  blocksProduced: 0,
});

function entry<V>(map: Map<string, V>, key: string, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}

/**
 * Entries of a map keyed `name + '\n' + period`, the key made once per pair: looked up by the name
 * within its period, as a batch names the same addresses on the same day thousands of times.
 */
function keyedByPeriod<V>(out: Map<string, V>, make: () => V): (name: string, period: string) => V {
  const periods = new Map<string, Map<string, V>>();
  return (name, period) => {
    const names = entry(periods, period, () => new Map<string, V>());
    let v = names.get(name);
    if (v === undefined) {
      v = make();
      names.set(name, v);
      out.set(`${name}\n${period}`, v);
    }
    return v;
  };
}

/**
 * The deltas of consecutive blocks (in number order). `parentTime` is the time of the block before
 * the first (null at genesis): each block's interval is the time since its parent.
 */
export function dailyDeltas(
  blocks: BlockView[],
  txs: TxView[],
  transfers: TransferView[],
  parentTime: number | null,
): DailyDeltas {
  const out: DailyDeltas = {
    days: new Map(),
    addressDays: new Map(),
    tokenDays: new Map(),
    tokenHours: new Map(),
  };
  const day = (time: number) => entry(out.days, utcDay(time), emptyDay);
  const addressDay = keyedByPeriod(out.addressDays, emptyAddressDay);
  const address = (a: string, time: number) => addressDay(a, utcDay(time));
  let previous = parentTime;
  for (const b of blocks) {
    const d = day(b.time);
    d.rewards += b.reward + b.standbyReward;
    if (previous !== null) d.intervalMs += b.time - previous;
    previous = b.time;
    address(b.witness, b.time).blocksProduced++;
  }
  for (const t of txs) {
    const owner = address(t.owner, t.time);
    owner.txs++;
    owner.txsSent++;
    owner.feesPaid += t.fee;
    if (t.to !== null && t.to !== t.owner) address(t.to, t.time).txs++;
    if (t.contractType === TRIGGER_SMART_CONTRACT && t.to !== null) {
      day(t.time).contractCalls++;
      const contract = address(t.to, t.time);
      contract.calls++;
      contract.energyUsed += t.energyUsage;
    }
  }
  for (const x of transfers) {
    day(x.time).transfersByStandard[x.standard]++;
    const from = address(x.from, x.time);
    const to = address(x.to, x.time);
    from.transfers++;
    to.transfers++;
    if (x.standard === 'POX') {
      from.poxOut += x.amount;
      to.poxIn += x.amount;
    }
    const key = `${x.tokenId}\n${utcDay(x.time)}`;
    out.tokenDays.set(key, (out.tokenDays.get(key) ?? 0) + 1);
    const hour = `${x.tokenId}\n${utcHour(x.time)}`;
    out.tokenHours.set(hour, (out.tokenHours.get(hour) ?? 0) + 1);
  }
  return out;
}
