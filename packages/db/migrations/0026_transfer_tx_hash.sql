-- Storage: a transfer's transaction hash is read through tx_seq, not stored again (46 MiB per million
-- transactions). Every reader joins transactions on its primary key, one row per transfer shown.
-- The dropped column's bytes leave a row when it is next rewritten; VACUUM FULL transfers reclaims
-- them at once on an existing database.
ALTER TABLE transfers DROP COLUMN tx_hash;
