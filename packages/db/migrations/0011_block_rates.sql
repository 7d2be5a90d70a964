-- The network's peak transaction rate, kept by the indexer instead of computed per request.
--
-- window_rate: transactions per second over the 100 blocks ending at this one (their transactions
-- over the time from the block before the first to this one); null until 100 earlier blocks are
-- indexed. A reorg deletes the orphaned blocks and their rates with them, so the peak (the greatest
-- rate, read through the index below) is never one of blocks no longer in the chain.
ALTER TABLE blocks ADD COLUMN window_rate double precision;
CREATE INDEX blocks_window_rate_idx ON blocks (window_rate) WHERE window_rate IS NOT NULL;
