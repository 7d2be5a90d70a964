import { accountAddress } from '../address.js';
import type { BlockContext } from '../chain/context.js';
import { netLimit, recovered } from '../state/resources.js';
import type { Account } from '../state/types.js';
import { TxRejected } from './errors.js';
import type { ChainTx } from './types.js';

export interface BandwidthCharge {
  netUsage: bigint;
  netFee: bigint;
}

/** Contract types that create their recipient when it does not exist yet. */
function createsAccount(ctx: BlockContext, tx: ChainTx): boolean {
  if (tx.contractType === 'AccountCreateContract') return true;
  if (tx.contractType !== 'TransferContract' && tx.contractType !== 'TransferAssetContract') return false;
  const to = accountAddress(tx.value.to_address);
  return to !== undefined && ctx.world.account(to) === undefined;
}

const insufficient = () => new TxRejected('BANDWITH_ERROR', 'Account resource insufficient error.');

/**
 * java-tron's BandwidthProcessor: a new-account transaction uses staked bandwidth or burns the
 * account-creation fee; others use staked bandwidth, then the daily free bandwidth, then burn
 * TransactionFee sun per byte.
 */
export function chargeBandwidth(
  ctx: BlockContext,
  tx: ChainTx,
  owner: Account,
): { account: Account; charge: BandwidthCharge } {
  const { world, timestamp } = ctx;
  const bytes = BigInt(tx.bandwidthBytes);
  const stakedLimit = netLimit(world, owner);
  const stakedUsed = recovered(owner.netUsage, owner.latestConsumeTime, timestamp);

  if (createsAccount(ctx, tx)) {
    const needed = bytes * BigInt(world.param('getCreateNewAccountBandwidthRate'));
    if (needed <= stakedLimit - stakedUsed) {
      return {
        account: {
          ...owner,
          netUsage: stakedUsed + needed,
          latestConsumeTime: timestamp,
          latestOperationTime: timestamp,
        },
        charge: { netUsage: needed, netFee: 0n },
      };
    }
    const fee = BigInt(world.param('getCreateAccountFee'));
    if (owner.balance < fee) throw insufficient();
    return { account: { ...owner, balance: owner.balance - fee }, charge: { netUsage: 0n, netFee: fee } };
  }

  if (bytes <= stakedLimit - stakedUsed) {
    return {
      account: {
        ...owner,
        netUsage: stakedUsed + bytes,
        latestConsumeTime: timestamp,
        latestOperationTime: timestamp,
      },
      charge: { netUsage: bytes, netFee: 0n },
    };
  }
  const freeUsed = recovered(owner.freeNetUsage, owner.latestConsumeFreeTime, timestamp);
  if (bytes <= BigInt(world.param('getFreeNetLimit')) - freeUsed) {
    return {
      account: {
        ...owner,
        freeNetUsage: freeUsed + bytes,
        latestConsumeFreeTime: timestamp,
        latestOperationTime: timestamp,
      },
      charge: { netUsage: bytes, netFee: 0n },
    };
  }
  const fee = bytes * BigInt(world.param('getTransactionFee'));
  if (owner.balance < fee) throw insufficient();
  return { account: { ...owner, balance: owner.balance - fee }, charge: { netUsage: 0n, netFee: fee } };
}
