import { accountAddress, type HexAddress } from '../address.js';
import type { BlockContext } from '../chain/context.js';
import { type Account, newAccount } from '../state/types.js';
import { ContractValidateError, validate } from '../tx/errors.js';
import type { ChainTx } from '../tx/types.js';

/** A contract field that must hold a valid address. */
export function addressField(tx: ChainTx, field: string, label: string): HexAddress {
  const address = accountAddress(tx.value[field]);
  if (address === undefined) throw new ContractValidateError(`Invalid ${label}!`);
  return address;
}

/** An integer contract field (JSON number or numeric string), default 0. */
export function amountField(tx: ChainTx, field: string): bigint {
  const raw = tx.value[field];
  if (raw === undefined) return 0n;
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return BigInt(raw);
  if (typeof raw === 'string' && /^-?\d+$/.test(raw)) return BigInt(raw);
  throw new ContractValidateError(`Invalid ${field}`);
}

export function stringField(tx: ChainTx, field: string): string {
  const raw = tx.value[field];
  return typeof raw === 'string' ? raw : '';
}

export function requireAccount(ctx: BlockContext, address: HexAddress, reason: string): Account {
  const account = ctx.world.account(address);
  validate(account !== undefined, reason);
  return account!;
}

/** The account, created empty when missing (java-tron creates recipients on transfer). */
export function accountOrNew(ctx: BlockContext, address: HexAddress): Account {
  return ctx.world.account(address) ?? newAccount(address, ctx.timestamp);
}

export function burn(ctx: BlockContext, amount: bigint): void {
  if (amount > 0n) ctx.world.setProp('burned', ctx.world.prop('burned') + amount);
}

export type Resource = 'BANDWIDTH' | 'ENERGY' | 'TRON_POWER';

export function resourceField(tx: ChainTx, allowed: Resource[]): Resource {
  const raw = tx.value.resource ?? 'BANDWIDTH';
  if (typeof raw !== 'string' || !allowed.includes(raw as Resource)) {
    throw new ContractValidateError(`ResourceCode error, valid ResourceCode[${allowed.join('、')}]`);
  }
  return raw as Resource;
}
