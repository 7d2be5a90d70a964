-- Storage: the transactions' hash index keyed by the hash's first 8 bytes.
--
-- transactions_hash_idx held each txID's 32 bytes: 52 bytes an entry with its header and line
-- pointer, the largest index of the database (74 MiB per million transactions grown row by row,
-- since txIDs arrive in random order and leave its pages two-thirds full). tx_hash_key(hash), the
-- first 8 bytes read as a bigint, makes an entry 20 bytes. A txID is a sha256, so its first 8 bytes
-- are as good as unique; readers filter on both (`tx_hash_key(hash) = tx_hash_key($1) AND hash =
-- $1`): the key finds the entry, the column rules out a rare twin. A prefix of up to 16 hex digits
-- is a range of keys, in the hashes' order, because a prefix's range never crosses the sign bit.
--
-- The index is no longer unique. A java-tron chain holds each txID once (a node rejects a duplicate
-- transaction), and nothing writes `ON CONFLICT (hash)`.
CREATE FUNCTION tx_hash_key(hash bytea) RETURNS bigint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ('x' || encode(substr(hash, 1, 8), 'hex'))::bit(64)::bigint;

DROP INDEX transactions_hash_idx;
CREATE INDEX transactions_hash_idx ON transactions (tx_hash_key(hash));
