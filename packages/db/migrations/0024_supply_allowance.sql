-- SR and voter rewards credited to accounts and not yet withdrawn (getaccount `allowance`) are POX
-- that exists outside every balance and stake: the day's closing sum of accounts.allowance, a part of
-- the total supply. 0 on rows written before (the indexer did not sum it then).
ALTER TABLE staking_daily
  ADD COLUMN allowance numeric NOT NULL DEFAULT 0;
