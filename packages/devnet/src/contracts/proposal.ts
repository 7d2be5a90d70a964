import { toBase58Address } from '@poxscan/protocol';
import type { BlockContext } from '../chain/context.js';
import { parameterById } from '../chain/params.js';
import { validate } from '../tx/errors.js';
import type { ContractOutcome } from '../tx/receipt.js';
import type { ChainTx } from '../tx/types.js';
import { addressField, amountField, requireAccount } from './helpers.js';

/** How long a proposal stays open before the maintenance that decides it (java-tron: committee.proposalExpireTime). */
export interface ProposalTiming {
  proposalExpireMs: number;
}

function requireWitness(ctx: BlockContext, tx: ChainTx) {
  const owner = addressField(tx, 'owner_address', 'address');
  requireAccount(ctx, owner, `Account[${toBase58Address(owner)}] not exists`);
  validate(ctx.world.witnesses.has(owner), `Witness[${toBase58Address(owner)}] not exists`);
  return owner;
}

export function proposalCreate(ctx: BlockContext, tx: ChainTx, timing: ProposalTiming): ContractOutcome {
  const owner = requireWitness(ctx, tx);
  const raw = tx.value.parameters;
  validate(Array.isArray(raw) && raw.length > 0, 'This proposal has no parameter.');
  const parameters: Array<[number, number]> = [];
  for (const entry of raw as Array<Record<string, unknown>>) {
    const key = Number(entry.key ?? 0);
    const value = Number(entry.value ?? 0);
    validate(Number.isSafeInteger(key) && parameterById(key) !== undefined, `Does not support code : ${key}`);
    validate(
      Number.isSafeInteger(value) && value >= 0,
      `Bad chain parameter value, valid range is [0,${Number.MAX_SAFE_INTEGER}]`,
    );
    parameters.push([key, value]);
  }
  const id = ctx.world.prop('nextProposalId');
  const interval = ctx.world.param('getMaintenanceTimeInterval');
  const nextMaintenance = ctx.world.prop('nextMaintenanceTime');
  const round = Math.trunc((ctx.timestamp + timing.proposalExpireMs - nextMaintenance) / interval);
  ctx.world.proposals.set(id, {
    id,
    proposer: owner,
    parameters,
    createTime: ctx.timestamp,
    expirationTime: nextMaintenance + (round + 1) * interval,
    approvals: [],
    state: 'PENDING',
  });
  ctx.world.setProp('nextProposalId', id + 1);
  return {};
}

function openProposal(ctx: BlockContext, tx: ChainTx) {
  const id = Number(amountField(tx, 'proposal_id'));
  const proposal = ctx.world.proposals.get(id);
  validate(proposal !== undefined, `Proposal[${id}] not exists`);
  validate(ctx.timestamp < proposal!.expirationTime, `Proposal[${id}] expired`);
  validate(proposal!.state !== 'CANCELED', `Proposal[${id}] canceled`);
  return proposal!;
}

export function proposalApprove(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = requireWitness(ctx, tx);
  const proposal = openProposal(ctx, tx);
  const approved = proposal.approvals.includes(owner);
  if (tx.value.is_add_approval === true) {
    validate(!approved, `Witness[${toBase58Address(owner)}]has approved proposal[${proposal.id}] before`);
    ctx.world.proposals.set(proposal.id, { ...proposal, approvals: [...proposal.approvals, owner] });
  } else {
    validate(approved, `Witness[${toBase58Address(owner)}]has not approved proposal[${proposal.id}] before`);
    ctx.world.proposals.set(proposal.id, {
      ...proposal,
      approvals: proposal.approvals.filter((a) => a !== owner),
    });
  }
  return {};
}

export function proposalDelete(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'address');
  requireAccount(ctx, owner, `Account[${toBase58Address(owner)}] not exists`);
  const proposal = openProposal(ctx, tx);
  validate(
    proposal.proposer === owner,
    `Proposal[${proposal.id}] is not proposed by ${toBase58Address(owner)}`,
  );
  ctx.world.proposals.set(proposal.id, { ...proposal, state: 'CANCELED' });
  return {};
}
