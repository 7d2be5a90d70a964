-- PRC721 ownership: the current owner of each token ID, derived from Transfer logs (the newest
-- transfer of a token ID names its owner; a transfer to the zero address burns it, and a burnt token
-- has no row). The indexer keeps it in step with `transfers`, including on reorgs; the audit checks
-- it against the contract's ownerOf.
CREATE TABLE nft_owners (
  -- the PRC721 contract (tokens.id)
  token_id text NOT NULL,
  nft_id numeric NOT NULL,
  owner_address text NOT NULL,
  -- the transfer that made the current owner (transfers.seq) and where it happened
  last_seq bigint NOT NULL,
  last_tx_hash text NOT NULL,
  last_block_num bigint NOT NULL,
  last_block_time timestamptz NOT NULL,
  PRIMARY KEY (token_id, nft_id)
);
-- A collection's inventory and an address's NFTs, most recently moved first (keyset on last_seq).
CREATE INDEX nft_owners_token_recent_idx ON nft_owners (token_id, last_seq DESC);
CREATE INDEX nft_owners_owner_recent_idx ON nft_owners (owner_address, last_seq DESC);

-- A token ID's owner history, newest first, and the newest transfer of each token ID on rollback.
CREATE INDEX transfers_nft_idx ON transfers (token_id, nft_id, seq DESC) WHERE nft_id IS NOT NULL;

INSERT INTO nft_owners (token_id, nft_id, owner_address, last_seq, last_tx_hash, last_block_num, last_block_time)
SELECT token_id, nft_id, to_address, seq, tx_hash, block_num, block_time FROM (
  SELECT DISTINCT ON (token_id, nft_id) token_id, nft_id, to_address, seq, tx_hash, block_num, block_time
  FROM transfers WHERE nft_id IS NOT NULL ORDER BY token_id, nft_id, seq DESC
) newest WHERE to_address <> 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
