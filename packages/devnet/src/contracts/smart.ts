import { EVMError } from '@ethereumjs/evm';
import { bytesToHex, contractAddressOf, hexToBytes, keccak256Bytes } from '@poxscan/protocol';
import { accountAddress, type HexAddress } from '../address.js';
import type { BlockContext } from '../chain/context.js';
import type { VmOutcome, VmRuntime } from '../evm/runtime.js';
import { availableEnergy, consumeEnergy, minBigInt } from '../state/resources.js';
import type { Account } from '../state/types.js';
import { validate } from '../tx/errors.js';
import type { ContractOutcome } from '../tx/receipt.js';
import type { ChainTx } from '../tx/types.js';
import { addressField, amountField, requireAccount, stringField } from './helpers.js';

const VM_RESULTS: Record<string, string> = {
  [EVMError.errorMessages.REVERT]: 'REVERT',
  [EVMError.errorMessages.OUT_OF_GAS]: 'OUT_OF_ENERGY',
  [EVMError.errorMessages.CODESTORE_OUT_OF_GAS]: 'OUT_OF_ENERGY',
  [EVMError.errorMessages.INVALID_JUMP]: 'BAD_JUMP_DESTINATION',
  [EVMError.errorMessages.STACK_UNDERFLOW]: 'STACK_TOO_SMALL',
  [EVMError.errorMessages.STACK_OVERFLOW]: 'STACK_TOO_LARGE',
  [EVMError.errorMessages.INVALID_OPCODE]: 'ILLEGAL_OPERATION',
  [EVMError.errorMessages.STATIC_STATE_CHANGE]: 'ILLEGAL_OPERATION',
  [EVMError.errorMessages.INSUFFICIENT_BALANCE]: 'TRANSFER_FAILED',
};

function feeLimitOf(ctx: BlockContext, tx: ChainTx): bigint {
  const feeLimit = BigInt(tx.rawData.fee_limit ?? 0);
  const max = BigInt(ctx.world.param('getMaxFeeLimit'));
  validate(feeLimit >= 0n && feeLimit <= max, `feeLimit must be >= 0 and <= ${max}`);
  return feeLimit;
}

/** Energy the caller can pay for: staked energy plus what its balance buys, capped by fee_limit. */
function callerEnergyLimit(ctx: BlockContext, caller: Account, callValue: bigint, feeLimit: bigint): bigint {
  const price = BigInt(ctx.world.param('getEnergyFee'));
  const fromBalance = (caller.balance - callValue) / price;
  const available = availableEnergy(ctx, caller) + (fromBalance > 0n ? fromBalance : 0n);
  const byFeeLimit = feeLimit / price;
  return minBigInt(available, byFeeLimit);
}

interface EnergyShare {
  origin?: HexAddress;
  percent: bigint;
  originLimit: bigint;
}

/** Charges the energy used: origin's share from its staked energy, the caller's from stake then burned sun. */
function payEnergy(
  ctx: BlockContext,
  callerAddress: HexAddress,
  used: bigint,
  share: EnergyShare,
): ContractOutcome {
  let originUsage = 0n;
  if (share.origin !== undefined && share.origin !== callerAddress && share.percent < 100n) {
    const origin = ctx.world.account(share.origin);
    if (origin !== undefined) {
      const wanted = (used * (100n - share.percent)) / 100n;
      const left = availableEnergy(ctx, origin);
      originUsage = minBigInt(wanted, left, share.originLimit);
      ctx.world.putAccount(consumeEnergy(ctx, origin, originUsage));
    }
  }
  const caller = ctx.world.account(callerAddress)!;
  const callerUsage = used - originUsage;
  const available = availableEnergy(ctx, caller);
  const fromStake = minBigInt(callerUsage, available);
  const energyFee = (callerUsage - fromStake) * BigInt(ctx.world.param('getEnergyFee'));
  const charged = consumeEnergy(ctx, caller, fromStake);
  ctx.world.putAccount({ ...charged, balance: charged.balance - energyFee });
  ctx.world.setProp('burned', ctx.world.prop('burned') + energyFee);
  return {
    fee: energyFee,
    energyUsage: fromStake,
    energyFee,
    originEnergyUsage: originUsage,
    energyUsageTotal: used,
  };
}

function vmOutcome(run: VmOutcome, energyLimit: bigint): { used: bigint; outcome: ContractOutcome } {
  const error = run.result.execResult.exceptionError?.error;
  const returned = bytesToHex(run.result.execResult.returnValue);
  if (error === undefined) {
    return {
      used: run.result.execResult.executionGasUsed,
      outcome: {
        isVm: true,
        contractRet: 'SUCCESS',
        contractResult: returned,
        logs: run.logs,
        internalTransactions: run.internalTransactions,
      },
    };
  }
  const contractRet = VM_RESULTS[error] ?? 'UNKNOWN';
  const reverted = contractRet === 'REVERT';
  return {
    // A revert pays for what it used; any other exception consumes the whole energy limit, as in TVM.
    used: reverted ? run.result.execResult.executionGasUsed : energyLimit,
    outcome: {
      isVm: true,
      contractRet,
      contractResult: returned,
      failed: true,
      resMessage: reverted ? 'REVERT opcode executed' : `${contractRet}: ${error}`,
      internalTransactions: run.internalTransactions.map((t) => ({ ...t, rejected: true })),
    },
  };
}

export async function createSmartContract(
  ctx: BlockContext,
  tx: ChainTx,
  vm: VmRuntime,
): Promise<ContractOutcome> {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const spec = (tx.value.new_contract ?? {}) as Record<string, unknown>;
  const specTx = { ...tx, value: spec };
  const origin = accountAddress(spec.origin_address) ?? owner;
  validate(origin === owner, 'OwnerAddress is not equals OriginAddress');
  const account = requireAccount(ctx, owner, 'no OwnerAccount');
  const bytecode = stringField(specTx, 'bytecode');
  validate(bytecode.length > 0, 'bytecode must not be empty');
  const percent = amountField(specTx, 'consume_user_resource_percent');
  validate(percent >= 0n && percent <= 100n, 'percent must be >= 0 and <= 100');
  const originEnergyLimit = amountField(specTx, 'origin_energy_limit');
  validate(originEnergyLimit > 0n, 'The originEnergyLimit must be > 0');
  const callValue = amountField(specTx, 'call_value');
  validate(callValue >= 0n && account.balance >= callValue, 'balance is not sufficient');
  validate(ctx.world.param('getAllowCreationOfContracts') === 1, 'contract creation is not allowed');
  const feeLimit = feeLimitOf(ctx, tx);

  const address = contractAddressOf(tx.txID, owner);
  validate(
    ctx.world.contracts.get(address) === undefined,
    'Trying to create a contract with existing contract address',
  );
  const energyLimit = callerEnergyLimit(ctx, account, callValue, feeLimit);
  const run = await vm.run(ctx, {
    caller: owner,
    deployAddress: address,
    data: hexToBytes(bytecode),
    value: callValue,
    energyLimit,
    txId: tx.txID,
  });
  const { used, outcome } = vmOutcome(run, energyLimit);
  if (!outcome.failed) {
    const contract = ctx.world.account(address)!;
    ctx.world.putAccount({
      ...contract,
      isContract: true,
      name: typeof spec.name === 'string' ? spec.name : undefined,
    });
    ctx.world.contracts.set(address, {
      address,
      origin: owner,
      name: typeof spec.name === 'string' ? spec.name : '',
      abi: ((spec.abi as { entrys?: unknown[] } | undefined)?.entrys ?? []) as unknown[],
      bytecode,
      consumeUserResourcePercent: Number(percent),
      originEnergyLimit: Number(originEnergyLimit),
      codeHash: bytesToHex(keccak256Bytes(ctx.world.code.get(address) ?? new Uint8Array())),
      trxHash: tx.txID,
    });
  }
  const bill = payEnergy(ctx, owner, used, { percent: 100n, originLimit: 0n });
  return {
    ...outcome,
    ...bill,
    contractAddress: address,
    contractResult: outcome.failed ? outcome.contractResult : '',
  };
}

export async function triggerSmartContract(
  ctx: BlockContext,
  tx: ChainTx,
  vm: VmRuntime,
): Promise<ContractOutcome> {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const address = addressField(tx, 'contract_address', 'contract address');
  const account = requireAccount(ctx, owner, 'Validate TriggerSmartContract error, no OwnerAccount.');
  const contract = ctx.world.contracts.get(address);
  validate(contract !== undefined, 'No contract or not a smart contract');
  const callValue = amountField(tx, 'call_value');
  validate(callValue >= 0n && account.balance >= callValue, 'balance is not sufficient.');
  validate(amountField(tx, 'call_token_value') === 0n, 'PRC10 token calls are not supported by this devnet');
  const feeLimit = feeLimitOf(ctx, tx);
  const energyLimit = callerEnergyLimit(ctx, account, callValue, feeLimit);
  const data = hexToBytes(stringField(tx, 'data'));
  const run = await vm.run(ctx, {
    caller: owner,
    to: address,
    data,
    value: callValue,
    energyLimit,
    txId: tx.txID,
  });
  const { used, outcome } = vmOutcome(run, energyLimit);
  const bill = payEnergy(ctx, owner, used, {
    origin: contract!.origin,
    percent: BigInt(contract!.consumeUserResourcePercent),
    originLimit: BigInt(contract!.originEnergyLimit),
  });
  return { ...outcome, ...bill };
}

/** A read-only call on the current state (triggerconstantcontract); every write is rolled back. */
export async function constantCall(
  ctx: BlockContext,
  vm: VmRuntime,
  call: { owner: HexAddress; contract?: HexAddress; data: Uint8Array; value: bigint },
): Promise<{ ok: boolean; result: string; energyUsed: bigint; message?: string; logs: VmOutcome['logs'] }> {
  const energyLimit = BigInt(ctx.world.param('getMaxFeeLimit')) / BigInt(ctx.world.param('getEnergyFee'));
  const depth = ctx.world.journal.depth;
  ctx.world.journal.checkpoint();
  try {
    const run = await vm.run(ctx, {
      caller: call.owner,
      to: call.contract,
      deployAddress: call.contract === undefined ? contractAddressOf('00'.repeat(32), call.owner) : undefined,
      data: call.data,
      value: call.value,
      energyLimit,
      txId: '00'.repeat(32),
    });
    const error = run.result.execResult.exceptionError?.error;
    return {
      ok: error === undefined,
      result: bytesToHex(run.result.execResult.returnValue),
      energyUsed: run.result.execResult.executionGasUsed,
      ...(error === undefined ? {} : { message: error === 'revert' ? 'REVERT opcode executed' : error }),
      logs: run.logs,
    };
  } finally {
    ctx.world.journal.revertToDepth(depth);
  }
}
