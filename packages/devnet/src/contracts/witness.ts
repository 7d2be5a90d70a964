import { hexToUtf8, toBase58Address } from '@poxscan/protocol';
import type { BlockContext } from '../chain/context.js';
import { TRX_PRECISION } from '../chain/context.js';
import { settleReward } from '../state/rewards.js';
import type { Account, Vote } from '../state/types.js';
import { validate } from '../tx/errors.js';
import type { ContractOutcome } from '../tx/receipt.js';
import type { ChainTx } from '../tx/types.js';
import { addressField, amountField, burn, requireAccount, stringField } from './helpers.js';

const MAX_VOTE_NUMBER = 30;
const DEFAULT_BROKERAGE = 20;
const WITHDRAW_INTERVAL_MS = 86_400_000;

export function witnessCreate(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'address');
  const url = hexToUtf8(stringField(tx, 'url'));
  validate(url.length > 0 && url.length <= 256, 'Invalid url');
  const account = requireAccount(ctx, owner, `account[${owner}] not exists`);
  validate(!ctx.world.witnesses.has(owner), `Witness[${owner}] has existed`);
  const cost = BigInt(ctx.world.param('getAccountUpgradeCost'));
  validate(account.balance >= cost, 'balance < AccountUpgradeCost');
  ctx.world.witnesses.set(owner, {
    address: owner,
    url,
    voteCount: 0n,
    totalProduced: 0,
    totalMissed: 0,
    latestBlockNum: 0,
    latestSlotNum: 0,
    brokerage: DEFAULT_BROKERAGE,
  });
  ctx.world.putAccount({ ...account, balance: account.balance - cost, isWitness: true });
  burn(ctx, cost);
  return { fee: cost };
}

export function witnessUpdate(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'address');
  const url = hexToUtf8(stringField(tx, 'update_url'));
  validate(url.length > 0 && url.length <= 256, 'Invalid url');
  requireAccount(ctx, owner, 'account does not exist');
  const witness = ctx.world.witnesses.get(owner);
  validate(witness !== undefined, 'Witness does not exist');
  ctx.world.witnesses.set(owner, { ...witness!, url });
  return {};
}

export function updateBrokerage(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const brokerage = Number(amountField(tx, 'brokerage'));
  validate(brokerage >= 0 && brokerage <= 100, 'Invalid brokerage');
  const witness = ctx.world.witnesses.get(owner);
  validate(witness !== undefined, 'Not existed witness');
  requireAccount(ctx, owner, 'Account does not exist');
  ctx.world.witnesses.set(owner, { ...witness!, brokerage });
  return {};
}

/** Tron power under Stake 2.0: everything the account has staked, including what it delegated. */
export function tronPower(account: Account): bigint {
  return (
    (account.frozenBandwidth +
      account.frozenEnergy +
      account.frozenTronPower +
      account.delegatedBandwidth +
      account.delegatedEnergy) /
    TRX_PRECISION
  );
}

/** Replaces an account's votes; the SR tally changes at the next maintenance. */
export function setVotes(ctx: BlockContext, account: Account, votes: Vote[]): Account {
  const settled = settleReward(ctx.world, account);
  if (!ctx.world.voteChanges.has(account.address)) ctx.world.voteChanges.set(account.address, settled.votes);
  return { ...settled, votes };
}

export function voteWitness(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'address');
  const raw = tx.value.votes;
  validate(Array.isArray(raw) && raw.length > 0, 'VoteNumber must more than 0');
  const list = raw as Array<Record<string, unknown>>;
  validate(list.length <= MAX_VOTE_NUMBER, `VoteNumber more than maxVoteNumber ${MAX_VOTE_NUMBER}`);
  const votes: Vote[] = [];
  let total = 0n;
  for (const entry of list) {
    const voteTx = { ...tx, value: entry };
    const address = addressField(voteTx, 'vote_address', 'vote address');
    const count = amountField(voteTx, 'vote_count');
    validate(count > 0n, 'vote count must be greater than 0');
    validate(ctx.world.account(address) !== undefined, `Account[${toBase58Address(address)}] not exists`);
    validate(ctx.world.witnesses.has(address), `Witness[${toBase58Address(address)}] not exists`);
    votes.push({ address, count });
    total += count;
  }
  const account = requireAccount(ctx, owner, `Account[${toBase58Address(owner)}] not exists`);
  const power = tronPower(account);
  validate(total <= power, `The total number of votes[${total}] is greater than the tronPower[${power}]`);
  ctx.world.putAccount({ ...setVotes(ctx, account, votes), latestOperationTime: ctx.timestamp });
  return {};
}

export function withdrawBalance(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const account = requireAccount(ctx, owner, `Account[${owner}] not exists`);
  validate(
    ctx.timestamp - account.latestWithdrawTime >= WITHDRAW_INTERVAL_MS,
    `The last withdraw time is ${account.latestWithdrawTime}, less than 24 hours`,
  );
  const settled = settleReward(ctx.world, account);
  validate(settled.allowance > 0n, 'witnessAccount does not have any reward');
  ctx.world.putAccount({
    ...settled,
    balance: settled.balance + settled.allowance,
    allowance: 0n,
    latestWithdrawTime: ctx.timestamp,
  });
  return { withdrawAmount: settled.allowance };
}
