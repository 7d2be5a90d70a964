-- The genesis block has no producer. java-tron fills its witness_address with the zero address (or
-- with bytes that are no address), and the indexer counted it as one block produced by that address:
-- on a database indexed from genesis it became an SR candidate in the governance lists and in the
-- number of witnesses. The indexer no longer counts block 0; this takes it back out. A row the node
-- has listed as a witness (refreshed_at set) stays, with one block fewer.
UPDATE witnesses w SET blocks_indexed = w.blocks_indexed - 1
FROM blocks b
WHERE b.num = 0 AND w.address = b.witness_address;

DELETE FROM witnesses w
USING blocks b
WHERE b.num = 0 AND w.address = b.witness_address AND w.blocks_indexed = 0 AND w.refreshed_at IS NULL;
