import type {
  AccountNftsPage,
  AccountNftsQuery,
  NftDetail,
  NftInventoryPage,
  NftInventoryQuery,
  NftQuery,
  NftTransfersQuery,
  TransfersKeysetPage,
} from '@poxscan/api/schemas';
import { get } from '../resource';

/** PRC721: a collection's inventory, one token ID with its owner history, an address's NFTs. */
export const nftResources = {
  nftInventory: get<NftInventoryQuery, NftInventoryPage>('node', '/api/token/inventory'),
  nftDetail: get<NftQuery, NftDetail>('node', '/api/token/nft'),
  nftTransfers: get<NftTransfersQuery, TransfersKeysetPage>('node', '/api/token/nft/transfers'),
  accountNfts: get<AccountNftsQuery, AccountNftsPage>('node', '/api/account/nfts'),
};
