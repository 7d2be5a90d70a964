import { accountAddress, isHexAddress } from '../address.js';
import type { Chain } from '../chain/chain.js';
import { TRX_PRECISION } from '../chain/context.js';
import { canDelegateMaxSize } from '../contracts/stake.js';
import { pendingReward } from '../state/rewards.js';
import { accountJson, accountResourceJson } from './format-account.js';
import { assetJson } from './format-chain.js';
import { addressParam, HttpError, intParam } from './request.js';
import type { Route } from './server.js';
import { addressOut } from './visible.js';

/** Account, resource, token and delegation queries. */
export function accountRoutes(chain: Chain): Route[] {
  const world = chain.world;
  return [
    {
      path: 'getaccount',
      solidity: true,
      handler: (req) => {
        const account = world.account(addressParam(req, 'address'));
        return account === undefined ? {} : accountJson(account, req.visible);
      },
    },
    {
      path: 'getaccountresource',
      solidity: true,
      handler: (req) => {
        const account = world.account(addressParam(req, 'address'));
        return account === undefined ? {} : accountResourceJson(chain.nextContext(), account);
      },
    },
    {
      path: 'getaccountnet',
      handler: (req) => {
        const account = world.account(addressParam(req, 'address'));
        if (account === undefined) return {};
        const full = accountResourceJson(chain.nextContext(), account);
        const keys = [
          'freeNetUsed',
          'freeNetLimit',
          'NetUsed',
          'NetLimit',
          'TotalNetLimit',
          'TotalNetWeight',
        ];
        return Object.fromEntries(Object.entries(full).filter(([k]) => keys.includes(k)));
      },
    },
    {
      path: 'getassetissuelist',
      solidity: true,
      handler: (req) => {
        const assets = [...world.assets.values()].map((a) => assetJson(a, req.visible));
        return assets.length === 0 ? {} : { assetIssue: assets };
      },
    },
    {
      path: 'getassetissuebyid',
      solidity: true,
      handler: (req) => {
        const asset = world.assets.get(String(intParam(req, 'value')));
        return asset === undefined ? {} : assetJson(asset, req.visible);
      },
    },
    {
      path: 'getReward',
      solidity: true,
      handler: (req) => {
        const account = world.account(addressParam(req, 'address'));
        return {
          reward: account === undefined ? 0 : Number(account.allowance + pendingReward(world, account)),
        };
      },
    },
    {
      path: 'getBrokerage',
      solidity: true,
      handler: (req) => ({ brokerage: world.witnesses.get(addressParam(req, 'address'))?.brokerage ?? 20 }),
    },
    {
      path: 'validateaddress',
      handler: (req) => {
        const value = typeof req.params.address === 'string' ? req.params.address : '';
        if (accountAddress(value) === undefined) return { result: false, message: 'Invalid address' };
        const hex = isHexAddress(value.replace(/^0x/, ''));
        return { result: true, message: hex ? 'Hex string format' : 'Base58check format' };
      },
    },
    {
      path: 'getdelegatedresourcev2',
      solidity: true,
      handler: (req) => {
        const from = addressParam(req, 'fromAddress');
        const to = addressParam(req, 'toAddress');
        const d = world.delegations.get(`${from}${to}`);
        if (d === undefined) return {};
        const entry: Record<string, unknown> = {
          from: addressOut(from, req.visible),
          to: addressOut(to, req.visible),
        };
        if (d.bandwidth !== 0n) entry.frozen_balance_for_bandwidth = Number(d.bandwidth);
        if (d.energy !== 0n) entry.frozen_balance_for_energy = Number(d.energy);
        if (d.expireTimeForBandwidth !== 0) entry.expire_time_for_bandwidth = d.expireTimeForBandwidth;
        if (d.expireTimeForEnergy !== 0) entry.expire_time_for_energy = d.expireTimeForEnergy;
        return { delegatedResource: [entry] };
      },
    },
    {
      path: 'getcandelegatedmaxsize',
      solidity: true,
      handler: (req) => {
        const account = world.account(addressParam(req, 'owner_address'));
        const type = intParam(req, 'type', 0);
        if (type !== 0 && type !== 1)
          throw new HttpError(400, 'parameter type must be 0 (BANDWIDTH) or 1 (ENERGY)');
        if (account === undefined) return {};
        const size = canDelegateMaxSize(chain.nextContext(), account, type === 1 ? 'ENERGY' : 'BANDWIDTH');
        return size < TRX_PRECISION ? {} : { max_size: Number(size) };
      },
    },
  ];
}
