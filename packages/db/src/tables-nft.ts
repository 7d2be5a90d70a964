import type { Numeric } from './tables-chain.js';

/** The current owner of each PRC721 token ID, from Transfer logs (`0014_nft_owners.sql`). */
export interface NftOwnersTable {
  token_id: string;
  nft_id: Numeric;
  owner_address: string;
  last_seq: number;
  last_tx_hash: string;
  last_block_num: number;
  last_block_time: Date;
}
