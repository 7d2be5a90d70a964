import { hexToUtf8 } from '@poxscan/protocol';
import type { BlockContext } from '../chain/context.js';
import { validate } from '../tx/errors.js';
import type { ContractOutcome } from '../tx/receipt.js';
import type { ChainTx } from '../tx/types.js';
import { accountOrNew, addressField, amountField, burn, requireAccount, stringField } from './helpers.js';

export function transfer(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const to = addressField(tx, 'to_address', 'toAddress');
  const amount = amountField(tx, 'amount');
  validate(owner !== to, 'Cannot transfer TRX to yourself.');
  const from = requireAccount(ctx, owner, 'Validate TransferContract error, no OwnerAccount.');
  validate(amount > 0n, 'Amount must be greater than 0.');
  const recipient = ctx.world.account(to);
  const fee =
    recipient === undefined ? BigInt(ctx.world.param('getCreateNewAccountFeeInSystemContract')) : 0n;
  validate(from.balance >= amount + fee, 'Validate TransferContract error, balance is not sufficient.');
  ctx.world.putAccount({ ...from, balance: from.balance - amount - fee });
  const target = accountOrNew(ctx, to);
  ctx.world.putAccount({ ...target, balance: target.balance + amount });
  burn(ctx, fee);
  return { fee };
}

export function transferAsset(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const to = addressField(tx, 'to_address', 'toAddress');
  const amount = amountField(tx, 'amount');
  const tokenId = hexToUtf8(stringField(tx, 'asset_name'));
  validate(amount > 0n, 'Amount must be greater than 0.');
  validate(owner !== to, 'Cannot transfer asset to yourself.');
  const from = requireAccount(ctx, owner, 'No owner account!');
  validate(ctx.world.assets.has(tokenId), 'No asset!');
  const balance = from.assets.get(tokenId) ?? 0n;
  validate(balance > 0n, 'assetBalance must be greater than 0.');
  validate(balance >= amount, 'assetBalance is not sufficient.');
  const recipient = ctx.world.account(to);
  const fee =
    recipient === undefined ? BigInt(ctx.world.param('getCreateNewAccountFeeInSystemContract')) : 0n;
  validate(from.balance >= fee, 'Validate TransferAssetActuator error, insufficient fee.');
  const fromAssets = new Map(from.assets).set(tokenId, balance - amount);
  ctx.world.putAccount({ ...from, balance: from.balance - fee, assets: fromAssets });
  const target = accountOrNew(ctx, to);
  const toAssets = new Map(target.assets).set(tokenId, (target.assets.get(tokenId) ?? 0n) + amount);
  ctx.world.putAccount({ ...target, assets: toAssets });
  burn(ctx, fee);
  return { fee };
}

export function accountCreate(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const created = addressField(tx, 'account_address', 'account_address');
  const from = requireAccount(ctx, owner, `Account[${owner}] not exists`);
  validate(ctx.world.account(created) === undefined, 'Account has existed');
  const fee = BigInt(ctx.world.param('getCreateNewAccountFeeInSystemContract'));
  validate(from.balance >= fee, `Validate CreateAccountActuator error, insufficient fee.`);
  ctx.world.putAccount({ ...from, balance: from.balance - fee });
  ctx.world.putAccount(accountOrNew(ctx, created));
  burn(ctx, fee);
  return { fee };
}

export function accountUpdate(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const nameHex = stringField(tx, 'account_name');
  validate(nameHex.length > 0 && nameHex.length <= 400, 'Invalid accountName');
  const account = requireAccount(ctx, owner, 'Account does not exist');
  const name = hexToUtf8(nameHex);
  validate(
    account.name === undefined || ctx.world.param('getAllowUpdateAccountName') === 1,
    'This account name is already existed',
  );
  const holder = ctx.world.accountNames.get(name);
  validate(holder === undefined || holder === owner, 'This name is existed');
  ctx.world.accountNames.set(name, owner);
  ctx.world.putAccount({ ...account, name });
  return {};
}
