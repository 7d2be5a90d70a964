-- Storage: TransferContract leaves the type index, as POX leaves the standard index (0030).
--
-- transactions_type_idx (contract_type, seq) serves the transaction list's type filter. Transfers of
-- POX are a large share of every chain's transactions (the devnet benchmark's third), so their
-- filter reads transactions_pkey backwards and keeps them, a few rows read for each one shown, as the
-- POX transfer list does. The index keeps the other types, for which it is needed.
DROP INDEX transactions_type_idx;
CREATE INDEX transactions_type_idx ON transactions (contract_type, seq) WHERE contract_type <> 1;
