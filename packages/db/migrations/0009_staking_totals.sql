-- What the indexer needs to keep the network's unstaking total right, day after day.
--
-- accounts.unfreezing is node state, evaluated at the chain time of the account's last refresh; an
-- unstaked amount becomes withdrawable when its expiry passes, with no transaction to say so. The
-- earliest expiry still ahead (node; null when nothing is unstaking) tells the indexer when to read
-- the account again: once an indexed block's time reaches it.
ALTER TABLE accounts ADD COLUMN unfreezing_expires_at timestamptz;

-- Few accounts are unstaking at any time. This partial index serves both the expiry look-up after
-- each batch and the unstaking total (sum(unfreezing) WHERE unfreezing > 0, summed after every
-- refresh for staking_daily and by the API) as index reads instead of scans of every account.
CREATE INDEX accounts_unfreezing_idx ON accounts (unfreezing_expires_at, unfreezing) WHERE unfreezing > 0;
