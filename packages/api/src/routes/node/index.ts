import type { TypedApp } from '../typed-app.js';
import { accountRoutes } from './accounts.js';
import { blockRoutes } from './blocks.js';
import { chainRoutes } from './chain.js';
import type { NodeRoutesOptions } from './context.js';
import { editorialRoutes } from './editorial.js';
import { exportRoutes } from './export.js';
import { homeRoutes } from './home.js';
import { liveRoutes } from './live.js';
import { nameRoutes } from './names.js';
import { nftRoutes } from './nft.js';
import { searchRoutes } from './search.js';
import { suggestRoutes } from './suggest.js';
import { tokenRoutes } from './tokens.js';
import { transactionLookupRoutes } from './transaction-lookup.js';
import { transactionRoutes } from './transactions.js';

export type { NodeRoutesOptions } from './context.js';

/** The node service: `/api/*`, `/wallet/getActiveBanners`, `/wallet/getHomeTokens`. */
export async function nodeRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  for (const routes of [
    homeRoutes,
    editorialRoutes,
    searchRoutes,
    suggestRoutes,
    chainRoutes,
    blockRoutes,
    transactionRoutes,
    accountRoutes,
    tokenRoutes,
    nftRoutes,
    exportRoutes,
    liveRoutes,
    nameRoutes,
    transactionLookupRoutes,
  ]) {
    await routes(app, opts);
  }
}
