-- Storage: what most transactions share is stored as NULL, which takes no bytes in a row, and the
-- contract of a call is not stored twice (33 MiB per million transactions on the devnet benchmark).
--
-- energy_usage and net_usage are NULL for zero (most transfers use no energy, most staked bandwidth
-- leaves no net usage), and result is NULL for SUCCESS; readers give them back with txUsage and
-- txResult from @poxscan/db. contract_address was the recipient again for the five contract types
-- that name a contract (CreateSmartContract 30, TriggerSmartContract 31, UpdateSettingContract 33,
-- UpdateEnergyLimitContract 45, ClearABIContract 48) and NULL otherwise; txContractAddress reads it
-- from contract_type and to_address.
--
-- idx, a transaction's position in its block, has had no reader since 0035 ordered a block's
-- transactions by seq: it is seq less the block's first seq (blockFirstTxSeq).
--
-- One rewrite of transactions, with its indexes rebuilt.
ALTER TABLE transactions
  DROP COLUMN contract_address,
  DROP COLUMN idx,
  ALTER COLUMN energy_usage DROP NOT NULL,
  ALTER COLUMN net_usage DROP NOT NULL,
  ALTER COLUMN result DROP NOT NULL,
  ALTER COLUMN energy_usage TYPE bigint USING NULLIF(energy_usage, 0),
  ALTER COLUMN net_usage TYPE bigint USING NULLIF(net_usage, 0),
  ALTER COLUMN result TYPE text USING NULLIF(result, 'SUCCESS');
