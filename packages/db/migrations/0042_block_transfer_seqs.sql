-- Storage: a transaction's transfers found through its block, not through an index on every transfer.
--
-- transfers_tx_idx (tx_seq) held an entry for every transfer (16 MiB per million transactions) only
-- to find the transfers of a transaction or of a range of them. Transfer seqs are dense and follow
-- chain order, as transaction seqs do (0035), so a block's transfers are the seqs
-- last_transfer_seq - transfer_count + 1 … last_transfer_seq, where last_transfer_seq is the seq of
-- the last transfer in this block or before it (0 before any), written by the indexer with the
-- block. A transaction's transfers are then a range scan of transfers_pkey within its block's.
ALTER TABLE blocks ADD COLUMN last_transfer_seq bigint;

UPDATE blocks b SET last_transfer_seq = r.last_transfer_seq
FROM (
  SELECT bl.num, COALESCE(max(f.last) OVER (ORDER BY bl.num), 0) AS last_transfer_seq
  FROM blocks bl
  LEFT JOIN (
    SELECT t.block_num, max(x.seq) AS last FROM transfers x JOIN transactions t ON t.seq = x.tx_seq
    GROUP BY t.block_num
  ) f ON f.block_num = bl.num
) r
WHERE r.num = b.num;

ALTER TABLE blocks ALTER COLUMN last_transfer_seq SET NOT NULL;
DROP INDEX transfers_tx_idx;
