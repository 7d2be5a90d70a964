import { accountAddress } from '../address.js';
import type { DevnetHooks } from '../hooks.js';
import { type ApiRequest, HttpError, intParam, invalidAddress } from './request.js';
import type { Route } from './server.js';

const MAX_PRODUCE = 100_000;

/** Test hooks over HTTP, for other processes (indexer tests, end-to-end tests, benchmarks). */
export function hookRoutes(hooks: DevnetHooks, info: () => Record<string, unknown>): Route[] {
  const rangeError = (error: unknown) => {
    if (error instanceof RangeError) throw new HttpError(400, error.message);
    throw error;
  };
  return [
    { path: '/devnet/info', handler: () => info() },
    {
      path: '/devnet/produce',
      handler: async (req: ApiRequest) => {
        const count = intParam(req, 'count', 1);
        if (count < 1 || count > MAX_PRODUCE)
          throw new HttpError(400, `count must be between 1 and ${MAX_PRODUCE}`);
        await hooks.produceBlocks(count);
        return info();
      },
    },
    {
      path: '/devnet/fork',
      handler: async (req: ApiRequest) => {
        await hooks.fork(intParam(req, 'depth')).catch(rangeError);
        return info();
      },
    },
    {
      path: '/devnet/witness-offline',
      handler: (req: ApiRequest) => {
        const address = accountAddress(req.params.address);
        if (address === undefined) throw invalidAddress('address');
        const offline = req.params.offline;
        if (typeof offline !== 'boolean') throw new HttpError(400, 'parameter offline must be true or false');
        try {
          hooks.setWitnessOffline(address, offline);
        } catch (error) {
          rangeError(error);
        }
        return { address, offline };
      },
    },
  ];
}
