-- Per token and UTC hour, its transfers: the tokens list's "Transfers (24 h)" sums a token's last
-- 24 hours here instead of counting its transfers. Kept by the indexer with each batch, taken back
-- by a rollback like token_daily, and pruned to the 25 hours before the newest block indexed, so
-- the table stays as small as the tokens that moved in a day.
CREATE TABLE token_hourly (
  token_id text NOT NULL,
  hour timestamptz NOT NULL,
  transfers integer NOT NULL DEFAULT 0,
  PRIMARY KEY (token_id, hour)
);
-- The pruning reads the oldest hours.
CREATE INDEX token_hourly_hour_idx ON token_hourly (hour);

-- A database indexed before keeps its newest 25 hours of transfers: a block range read through
-- blocks_time_idx, then the transfers of those blocks' transactions (bounded by a day of chain).
INSERT INTO token_hourly (token_id, hour, transfers)
SELECT x.token_id, date_trunc('hour', x.block_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', count(*)
FROM transfers x
WHERE x.tx_seq >= (
    SELECT t.seq FROM transactions t
    WHERE t.block_num >= (
      SELECT num FROM blocks
      WHERE block_time >= date_trunc('hour', (SELECT max(block_time) FROM blocks) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        - interval '25 hours'
      ORDER BY block_time LIMIT 1)
    ORDER BY t.block_num, t.idx LIMIT 1)
GROUP BY 1, 2;

-- The tokens list sorts by holders (tokens_holders_idx), by transfers and by creation, in either
-- direction (an index read backwards), within a standard or across all of them.
CREATE INDEX tokens_transfers_idx ON tokens (transfer_count DESC, id);
CREATE INDEX tokens_standard_transfers_idx ON tokens (standard, transfer_count DESC, id);
CREATE INDEX tokens_created_idx ON tokens (created_at DESC, id);
CREATE INDEX tokens_standard_created_idx ON tokens (standard, created_at DESC, id);
