-- What the TronGrid-compatible API (/v1) needs to give a transaction exactly as java-tron does.
--
-- raw_data: the Transaction.raw protobuf bytes as the node sent them (raw_data_hex). txID is their
-- sha256, and every raw_data field (ref_block_bytes, ref_block_hash, expiration, timestamp,
-- fee_limit, data, the contract) is read back from them, so they are kept once, as bytes, rather
-- than as text or JSON. NULL on rows indexed before this migration.
ALTER TABLE transactions ADD COLUMN raw_data bytea;

-- The receipt's split of energy_usage (the total): what the caller's staked energy paid
-- (receipt.energy_usage) and what the contract's deployer paid (receipt.origin_energy_usage); the
-- rest was burned (energy_fee). NULL where zero, which is most transactions, so they cost nothing.
ALTER TABLE transactions ADD COLUMN caller_energy_usage bigint;
ALTER TABLE transactions ADD COLUMN origin_energy_usage bigint;
