-- Storage: a transaction's hash as its 32 bytes, not 64 hex digits (33 bytes a row in the heap, not
-- 65, and an index half the size).
--
-- java-tron gives a txID as 64 hex digits, which the indexer stored in lower case; readers select it
-- with encode(hash, 'hex'), which gives the same text back, and lookups by hash compare
-- decode($1, 'hex'). The search suggestions' prefix search becomes a range of bytes (a prefix p gives
-- hash >= p and hash < p + 1), which walks the default bytea index in its order as LIKE 'p%' walked
-- text_pattern_ops; the unique index serves lookups, the uniqueness and ON CONFLICT (hash) as before.
--
-- decode() fails on anything but hex digits, and the CHECK on anything but 32 bytes: a hash that
-- is not a txID stops the migration (and any later write) rather than being stored as something else.
DROP INDEX transactions_hash_idx;
ALTER TABLE transactions
  ALTER COLUMN hash TYPE bytea USING decode(hash, 'hex'),
  ADD CONSTRAINT transactions_hash_length CHECK (octet_length(hash) = 32);
CREATE UNIQUE INDEX transactions_hash_idx ON transactions (hash);
