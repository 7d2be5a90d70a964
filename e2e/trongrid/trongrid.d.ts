// TronGridJS ships no types: the calls the tests make, as its source declares them.
declare module 'trongrid' {
  import type { TronWeb } from 'tronweb';

  type Options = Record<string, unknown>;
  export default class TronGrid {
    constructor(tronWeb: TronWeb);
    account: {
      get(address: string, options?: Options): Promise<unknown>;
      getTransactions(address: string, options?: Options): Promise<unknown>;
      getTrc20Transactions(address: string, options?: Options): Promise<unknown>;
    };
    contract: {
      getEvents(address: string, options?: Options): Promise<unknown>;
    };
    asset: {
      get(identifier: string, options?: Options): Promise<unknown>;
      getAll(options?: Options): Promise<unknown>;
    };
  }
}
