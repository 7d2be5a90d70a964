import { accountAddress } from '../address.js';
import type { BlockContext } from '../chain/context.js';
import { ACTUATORS, type ExecEnv } from '../contracts/registry.js';
import { chargeBandwidth } from './bandwidth.js';
import { ContractValidateError, TxRejected } from './errors.js';
import type { TxReceipt } from './receipt.js';
import type { ChainTx } from './types.js';

/**
 * Runs one admitted transaction against the block being built, in java-tron's order: bandwidth,
 * multi-signature and memo fees, then the contract. Throws TxRejected when it must not be included;
 * the caller's journal checkpoint undoes whatever it had charged by then.
 */
export async function executeTransaction(ctx: BlockContext, env: ExecEnv, tx: ChainTx): Promise<TxReceipt> {
  const actuator = ACTUATORS[tx.contractType];
  if (actuator === undefined) {
    throw new ContractValidateError(`contract type ${tx.contractType} is not supported by this chain`);
  }
  const owner = accountAddress(tx.value.owner_address);
  const account = owner === undefined ? undefined : ctx.world.account(owner);
  if (account === undefined)
    throw new ContractValidateError(`account [${tx.value.owner_address}] does not exist`);

  const { account: charged, charge } = chargeBandwidth(ctx, tx, account);
  let extraFee = 0n;
  if (tx.signature.length > 1) extraFee += BigInt(ctx.world.param('getMultiSignFee'));
  if (tx.rawData.data) extraFee += BigInt(ctx.world.param('getMemoFee'));
  if (charged.balance < extraFee) {
    throw new TxRejected(
      'BANDWITH_ERROR',
      `Account Insufficient balance[${charged.balance}] to pay fee[${extraFee}]`,
    );
  }
  ctx.world.putAccount({ ...charged, balance: charged.balance - extraFee });
  ctx.world.setProp('burned', ctx.world.prop('burned') + charge.netFee + extraFee);

  const outcome = await actuator(ctx, tx, env);
  return {
    id: tx.txID,
    fee: charge.netFee + extraFee + (outcome.fee ?? 0n),
    blockNumber: ctx.number,
    blockTimeStamp: ctx.timestamp,
    contractRet: outcome.contractRet ?? 'SUCCESS',
    contractResult: outcome.contractResult ?? '',
    energyUsage: outcome.energyUsage ?? 0n,
    energyFee: outcome.energyFee ?? 0n,
    originEnergyUsage: outcome.originEnergyUsage ?? 0n,
    energyUsageTotal: outcome.energyUsageTotal ?? 0n,
    netUsage: charge.netUsage,
    netFee: charge.netFee,
    isVm: outcome.isVm ?? false,
    logs: outcome.logs ?? [],
    internalTransactions: outcome.internalTransactions ?? [],
    failed: outcome.failed ?? false,
    ...(outcome.contractAddress === undefined ? {} : { contractAddress: outcome.contractAddress }),
    ...(outcome.resMessage === undefined ? {} : { resMessage: outcome.resMessage }),
    ...(outcome.assetIssueID === undefined ? {} : { assetIssueID: outcome.assetIssueID }),
    ...(outcome.withdrawAmount === undefined ? {} : { withdrawAmount: outcome.withdrawAmount }),
    ...(outcome.unfreezeAmount === undefined ? {} : { unfreezeAmount: outcome.unfreezeAmount }),
    ...(outcome.withdrawExpireAmount === undefined
      ? {}
      : { withdrawExpireAmount: outcome.withdrawExpireAmount }),
    ...(outcome.cancelUnfreezeV2Amount === undefined
      ? {}
      : { cancelUnfreezeV2Amount: outcome.cancelUnfreezeV2Amount }),
  };
}
