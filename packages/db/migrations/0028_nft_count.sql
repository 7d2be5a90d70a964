-- A PRC721 collection's live token IDs (its rows in nft_owners: minted and not burnt), kept by the
-- indexer as it settles owners, so a collection whose contract has no totalSupply() (or has not been
-- read yet) still shows how many tokens it holds without counting nft_owners on a request.
ALTER TABLE tokens
  ADD COLUMN nft_count integer NOT NULL DEFAULT 0;

UPDATE tokens t
SET nft_count = c.n
FROM (SELECT token_id, count(*) AS n FROM nft_owners GROUP BY token_id) c
WHERE t.id = c.token_id;
