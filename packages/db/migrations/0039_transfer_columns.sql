-- Storage: transfers and internal transactions without their transaction's block number and time,
-- and transfers without `source`, which no reader used (25 bytes a transfer).
--
-- Every reader of a transfer or an internal transaction already joins transactions on tx_seq for the
-- transaction's hash, and reads the block there too, as event logs do since 0038. `source` told a POX
-- or PRC10 transfer made by a transaction's contract from one made by the code it called, whose
-- internal transaction internal_transactions holds.
--
-- Dropping a column does not rewrite the table: a row's bytes leave when it is next rewritten, and
-- VACUUM FULL transfers reclaims them at once on an existing database.
ALTER TABLE transfers
  DROP COLUMN block_num,
  DROP COLUMN block_time,
  DROP COLUMN source;
ALTER TABLE internal_transactions
  DROP COLUMN block_num,
  DROP COLUMN block_time;
