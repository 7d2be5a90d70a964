-- Storage: a block's transactions found through the block, not through an index on every transaction.
--
-- transactions_block_idx (block_num, idx) held an entry for every transaction (31 MiB per million)
-- only to find the seqs of a block or a block range. Seqs are dense and follow chain order, so a
-- block's transactions are the seqs last_tx_seq - tx_count + 1 … last_tx_seq, where last_tx_seq is
-- the seq of the last transaction in this block or before it (0 before any), written by the indexer
-- with the block. A block range is then two probes of blocks_pkey, in one statement.
ALTER TABLE blocks ADD COLUMN last_tx_seq bigint;

UPDATE blocks b SET last_tx_seq = r.last_tx_seq
FROM (
  SELECT bl.num, COALESCE(max(t.last) OVER (ORDER BY bl.num), 0) AS last_tx_seq
  FROM blocks bl
  LEFT JOIN (SELECT block_num, max(seq) AS last FROM transactions GROUP BY block_num) t ON t.block_num = bl.num
) r
WHERE r.num = b.num;

ALTER TABLE blocks ALTER COLUMN last_tx_seq SET NOT NULL;
DROP INDEX transactions_block_idx;
