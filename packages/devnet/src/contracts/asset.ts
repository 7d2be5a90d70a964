import { hexToUtf8 } from '@poxscan/protocol';
import type { BlockContext } from '../chain/context.js';
import { validate } from '../tx/errors.js';
import type { ContractOutcome } from '../tx/receipt.js';
import type { ChainTx } from '../tx/types.js';
import { addressField, amountField, burn, requireAccount, stringField } from './helpers.js';

const text = (tx: ChainTx, field: string) => hexToUtf8(stringField(tx, field));

/** AssetIssueContract: a PRC10 token, id from the chain's counter (java-tron's token id, from 1000001). */
export function assetIssue(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const name = text(tx, 'name');
  const abbr = text(tx, 'abbr');
  const totalSupply = amountField(tx, 'total_supply');
  const trxNum = amountField(tx, 'trx_num');
  const num = amountField(tx, 'num');
  const precision = Number(amountField(tx, 'precision'));
  const startTime = Number(amountField(tx, 'start_time'));
  const endTime = Number(amountField(tx, 'end_time'));
  validate(name.length > 0 && name.length <= 32 && name.toLowerCase() !== 'trx', 'Invalid assetName');
  validate(precision >= 0 && precision <= 6, 'precision cannot exceed 6');
  validate(abbr.length <= 5, 'Invalid abbreviation for token');
  validate(stringField(tx, 'url').length > 0, 'Invalid url');
  validate(text(tx, 'description').length <= 200, 'Invalid description');
  validate(startTime !== 0, 'Start time should be not empty');
  validate(endTime !== 0, 'End time should be not empty');
  validate(endTime > startTime, 'End time should be greater than start time');
  validate(startTime > ctx.timestamp, 'Start time should be greater than HeadBlockTime');
  validate(totalSupply > 0n, 'TotalSupply must greater than 0!');
  validate(trxNum > 0n, 'TrxNum must greater than 0!');
  validate(num > 0n, 'Num must greater than 0!');
  const account = requireAccount(ctx, owner, 'Account not exists');
  validate(account.assetIssuedName === undefined, 'An account can only issue one asset');
  const fee = BigInt(ctx.world.param('getAssetIssueFee'));
  validate(account.balance >= fee, 'No enough balance for fee!');

  const id = String(ctx.world.prop('nextAssetId'));
  ctx.world.setProp('nextAssetId', ctx.world.prop('nextAssetId') + 1);
  ctx.world.assets.set(id, {
    id,
    owner,
    name,
    abbr,
    totalSupply,
    precision,
    trxNum: Number(trxNum),
    num: Number(num),
    startTime,
    endTime,
    description: text(tx, 'description'),
    url: text(tx, 'url'),
    freeAssetNetLimit: Number(amountField(tx, 'free_asset_net_limit')),
    publicFreeAssetNetLimit: Number(amountField(tx, 'public_free_asset_net_limit')),
  });
  ctx.world.putAccount({
    ...account,
    balance: account.balance - fee,
    assetIssuedId: id,
    assetIssuedName: name,
    assets: new Map(account.assets).set(id, totalSupply),
  });
  burn(ctx, fee);
  return { fee, assetIssueID: id };
}
