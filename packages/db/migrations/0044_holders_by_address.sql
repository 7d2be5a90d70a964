-- Storage: token_holders keyed by (address, token_id), without an index of its own for addresses.
--
-- The primary key was (token_id, address) and token_holders_address_idx (address) found an account's
-- tokens: every holding was in both. Keyed address first, the primary key finds an account's tokens
-- (in token order, as TronGrid's account lists them) and still finds one holding; a token's holders,
-- by rank or all of them, read token_holders_rank_idx (token_id, balance DESC, address).
ALTER TABLE token_holders DROP CONSTRAINT token_holders_pkey;
ALTER TABLE token_holders ADD PRIMARY KEY (address, token_id);
DROP INDEX token_holders_address_idx;
