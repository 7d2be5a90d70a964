-- Updates of accounts, address_daily and refresh_queue that can be HOT: PostgreSQL writes an updated
-- row beside its old version, with no new index entries, only where no indexed column changes (a
-- partial index's included) and the page has room. A catch-up's batches update thousands of each.
--
-- A contract's transaction count beside its row, for the contract list's order by calls. That order
-- read accounts_contract_calls_idx, which holds accounts.tx_count: every batch changes tx_count for
-- every account it touches, so no update of an account was HOT, and each wrote a new entry into every
-- index of the table for a VACUUM to clear. The indexer keeps contracts.tx_count equal to the
-- contract's accounts.tx_count wherever it writes either.
ALTER TABLE contracts ADD COLUMN tx_count bigint NOT NULL DEFAULT 0;
UPDATE contracts c SET tx_count = a.tx_count FROM accounts a WHERE a.address = c.address AND a.tx_count <> 0;
CREATE INDEX contracts_calls_idx ON contracts (tx_count DESC, address);
DROP INDEX accounts_contract_calls_idx;
-- Room left on each page, as rows are inserted, for an updated row's new version beside the old.
ALTER TABLE accounts SET (fillfactor = 70);
ALTER TABLE address_daily SET (fillfactor = 70);
ALTER TABLE refresh_queue SET (fillfactor = 70);
