import { TRX_PRECISION } from '../chain/context.js';
import { pendingReward } from '../state/rewards.js';
import type { TrafficContext } from './context.js';
import type { UnsignedTx } from './signer.js';

const DAY_MS = 86_400_000;
export const WITNESS_CANDIDATE = 7;
/** Parameters the simulated SRs propose to change, with harmless values. */
const PROPOSABLE: Array<[number, number[]]> = [
  [11, [100, 120, 140]],
  [5, [16_000_000, 20_000_000]],
  [68, [1_000_000, 2_000_000]],
];

export function vote(c: TrafficContext): UnsignedTx | undefined {
  const user = c.freeUser(
    (a) => a.frozenBandwidth + a.frozenEnergy + a.frozenTronPower >= 10n * TRX_PRECISION,
  );
  if (user === undefined) return undefined;
  const account = c.account(user)!;
  const power =
    (account.frozenBandwidth +
      account.frozenEnergy +
      account.frozenTronPower +
      account.delegatedBandwidth +
      account.delegatedEnergy) /
    TRX_PRECISION;
  const srs = [...c.world.witnesses.keys()];
  const count = c.rng.int(1, 3);
  const votes = Array.from({ length: count }, (_, i) => ({
    vote_address: srs[(c.rng.int(0, srs.length - 1) + i) % srs.length]!,
    vote_count: Math.max(1, Math.floor(Number(power) / (count + 1))),
  }));
  const unique = [...new Map(votes.map((v) => [v.vote_address, v])).values()];
  return c.tx(user, 'VoteWitnessContract', { votes: unique });
}

/** Claims rewards: SRs their block rewards, voters their share. */
export function claim(c: TrafficContext): UnsignedTx | undefined {
  const now = c.head.timestamp;
  const pool = c.rng.chance(0.5) ? c.srs : c.users;
  for (let attempt = 0; attempt < 4; attempt++) {
    const key = c.rng.pick(pool);
    const account = c.account(key);
    if (account === undefined || c.busy.has(key.hex) || now - account.latestWithdrawTime < DAY_MS) continue;
    if (account.allowance + pendingReward(c.world, account) > 0n)
      return c.tx(key, 'WithdrawBalanceContract', {});
  }
  return undefined;
}

export function witnessAction(c: TrafficContext): UnsignedTx | undefined {
  const candidate = c.users[WITNESS_CANDIDATE]!;
  if (!c.world.witnesses.has(candidate.hex) && !c.busy.has(candidate.hex)) {
    return c.tx(candidate, 'WitnessCreateContract', {
      url: Buffer.from('https://candidate.yuvi-testnet.poxscan.dev').toString('hex'),
    });
  }
  const sr = c.rng.pick(c.srs);
  if (c.busy.has(sr.hex)) return undefined;
  if (c.rng.chance(0.5)) return c.tx(sr, 'UpdateBrokerageContract', { brokerage: c.rng.int(0, 100) });
  return c.tx(sr, 'WitnessUpdateContract', {
    update_url: Buffer.from(
      `https://sr-${sr.base58.slice(-5).toLowerCase()}.yuvi-testnet.poxscan.dev`,
    ).toString('hex'),
  });
}

/** SRs open proposals now and then, approve open ones, and sometimes withdraw their own. */
export function proposalAction(c: TrafficContext): UnsignedTx | undefined {
  const now = c.head.timestamp;
  const open = [...c.world.proposals.values()].filter((p) => p.state === 'PENDING' && p.expirationTime > now);
  if (open.length === 0) {
    const sr = c.rng.pick(c.srs);
    if (c.busy.has(sr.hex)) return undefined;
    const [id, values] = c.rng.pick(PROPOSABLE);
    return c.tx(sr, 'ProposalCreateContract', { parameters: [{ key: id, value: c.rng.pick(values) }] });
  }
  const proposal = c.rng.pick(open);
  const proposer = c.srs.find((k) => k.hex === proposal.proposer);
  // Every fourth proposal is withdrawn, the second one first, so a few minutes of traffic show one.
  if (proposer !== undefined && proposal.id % 4 === 2 && !c.busy.has(proposer.hex)) {
    return c.tx(proposer, 'ProposalDeleteContract', { proposal_id: proposal.id });
  }
  const approver = c.srs.find((k) => !proposal.approvals.includes(k.hex) && !c.busy.has(k.hex));
  return approver === undefined
    ? undefined
    : c.tx(approver, 'ProposalApproveContract', { proposal_id: proposal.id, is_add_approval: true });
}
