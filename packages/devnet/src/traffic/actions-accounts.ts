import { FEE_RESERVE, type TrafficContext } from './context.js';
import type { UnsignedTx } from './signer.js';

const POX = 1_000_000;
export const PRC10_ISSUER = 6;

/** POX payments, some to brand-new addresses, some with a memo, some from the multi-signature account. */
export function transfer(c: TrafficContext): UnsignedTx | undefined {
  // A newcomer gets enough to use the chain; other payments are small. The sender keeps its fee reserve.
  const onboarding = c.rng.chance(0.08);
  const amount = onboarding ? c.rng.int(100, 1_000) * POX : c.rng.int(1, 2_000) * 10_000;
  const from = c.freeUser((a) => a.balance > BigInt(amount) + FEE_RESERVE);
  if (from === undefined) return undefined;
  const to = onboarding ? c.newUsers.take() : c.rng.pick(c.users);
  if (onboarding) c.users.push(to);
  if (to.hex === from.hex) return undefined;
  const memo = c.rng.chance(0.05) ? `payment ${c.rng.int(1, 9999)}` : undefined;
  return c.tx(from, 'TransferContract', { to_address: to.hex, amount }, memo === undefined ? {} : { memo });
}

/** Genesis accounts that run the faucet. */
const FAUCETS = { first: 10, last: 29 };
/** The traffic's fixed roles (issuer, deployers, faucets) are genesis accounts up to this count. */
export const TRAFFIC_GENESIS_ACCOUNTS = FAUCETS.last + 1;

/** A testnet faucet: a genesis account tops up a user who ran low on fees, so that users keep transacting. */
export function faucet(c: TrafficContext): UnsignedTx | undefined {
  const sender = c.users[c.rng.int(FAUCETS.first, FAUCETS.last)]!;
  if (c.busy.has(sender.hex)) return undefined;
  for (let attempt = 0; attempt < 8; attempt++) {
    const user = c.rng.pick(c.users);
    const balance = c.account(user)?.balance;
    if (balance !== undefined && balance < 5n * FEE_RESERVE && user.hex !== sender.hex) {
      return c.tx(sender, 'TransferContract', { to_address: user.hex, amount: c.rng.int(500, 2_000) * POX });
    }
  }
  return undefined;
}

export function accountCreate(c: TrafficContext): UnsignedTx | undefined {
  const from = c.freeUser((a) => a.balance > 10n * BigInt(POX) && a.owner === undefined);
  if (from === undefined) return undefined;
  const fresh = c.newUsers.take();
  c.users.push(fresh);
  return c.tx(from, 'AccountCreateContract', { account_address: fresh.hex });
}

export function accountUpdate(c: TrafficContext): UnsignedTx | undefined {
  const user = c.freeUser((a) => a.name === undefined && a.owner === undefined && a.balance > 0n);
  if (user === undefined) return undefined;
  return c.tx(user, 'AccountUpdateContract', {
    account_name: Buffer.from(`yuvi-${user.base58.slice(-6).toLowerCase()}`).toString('hex'),
  });
}

/** One PRC10 token, issued once by its genesis account, then passed around. */
export function assetAction(c: TrafficContext): UnsignedTx | undefined {
  const issuer = c.users[PRC10_ISSUER]!;
  const account = c.account(issuer);
  if (account?.assetIssuedId === undefined) {
    if (c.busy.has(issuer.hex) || c.deployments.has('PRC10')) return undefined;
    c.deployments.set('PRC10', { key: 'PRC10', owner: issuer, requestedAt: c.head.number });
    return c.tx(issuer, 'AssetIssueContract', {
      name: Buffer.from('YuviCoin').toString('hex'),
      abbr: Buffer.from('YVC').toString('hex'),
      total_supply: 100_000_000_000_000,
      trx_num: 1,
      num: 1,
      precision: 6,
      start_time: c.head.timestamp + 3_600_000,
      end_time: c.head.timestamp + 365 * 86_400_000,
      description: Buffer.from('The PRC10 token of the Yuvi Testnet devnet').toString('hex'),
      url: Buffer.from('https://yuvi-testnet.poxscan.dev/yvc').toString('hex'),
      free_asset_net_limit: 10_000,
      public_free_asset_net_limit: 100_000,
    });
  }
  const id = account.assetIssuedId;
  const holder =
    c.rng.chance(0.4) && !c.busy.has(issuer.hex) ? issuer : c.freeUser((a) => (a.assets.get(id) ?? 0n) > 0n);
  if (holder === undefined) return undefined;
  const balance = c.account(holder)!.assets.get(id) ?? 0n;
  const to = c.rng.pick(c.users);
  if (to.hex === holder.hex || balance === 0n) return undefined;
  const amount = Math.max(1, Math.min(Number(balance / 10n), c.rng.int(1, 1_000) * 1_000_000));
  return c.tx(holder, 'TransferAssetContract', {
    asset_name: Buffer.from(id).toString('hex'),
    to_address: to.hex,
    amount,
  });
}
