-- Storage: one index per hash, not two. The UNIQUE constraints of 0001 and the prefix indexes of 0018
-- were both b-trees on the same column (121 MiB per million transactions each). A unique index with
-- text_pattern_ops serves all three uses: its operator class has `=`, so hash lookups and the
-- indexer's uniqueness stay, and its byte order serves LIKE 'prefix%' with ORDER BY hash USING ~<~
-- whatever the database's collation. A constraint cannot use a non-default operator class, hence a
-- unique index in its place; ON CONFLICT (hash) infers it all the same.
CREATE UNIQUE INDEX transactions_hash_idx ON transactions (hash text_pattern_ops);
ALTER TABLE transactions DROP CONSTRAINT transactions_hash_key;
DROP INDEX transactions_hash_prefix_idx;

CREATE UNIQUE INDEX blocks_hash_idx ON blocks (hash text_pattern_ops);
ALTER TABLE blocks DROP CONSTRAINT blocks_hash_key;
DROP INDEX blocks_hash_prefix_idx;
