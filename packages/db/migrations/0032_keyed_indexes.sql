-- Storage: the keyset indexes on addresses, contracts and tokens keyed by a 64-bit hash of the text.
--
-- Each of these indexes held the text itself (a base58 address is 34 characters) in front of the
-- position, for every row of its table: they were the largest part of the database (about 0.55 GiB
-- per million transactions on the devnet benchmark). text_key(value) is a 64-bit hash of the value;
-- an index on (text_key(column), seq) entry is 24 bytes instead of 56, and no wider than two bigints,
-- so it stays nearly full as rows arrive in position order (see 0030).
--
-- A reader filters on both: `text_key(column) = text_key($1) AND column = $1`. The key finds the
-- index entries of the value, in position order; the column, read from the row, rules out another
-- value with the same key, so a collision can cost a row read but never returns a wrong row. The
-- statistics on each key and its column tell the planner that one follows from the other: without
-- them it multiplies the two conditions' selectivities, takes the value for a rare one, and reads
-- every row of a busy address to sort them instead of walking the index.
CREATE FUNCTION text_key(value text) RETURNS bigint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN hashtextextended(value, 0);

DROP INDEX transactions_owner_idx;
CREATE INDEX transactions_owner_idx ON transactions (text_key(owner_address), seq);
DROP INDEX transactions_to_idx;
CREATE INDEX transactions_to_idx ON transactions (text_key(to_address), seq) WHERE to_address IS NOT NULL;
CREATE STATISTICS transactions_owner_key (dependencies) ON text_key(owner_address), owner_address FROM transactions;
CREATE STATISTICS transactions_to_key (dependencies) ON text_key(to_address), to_address FROM transactions;

DROP INDEX transfers_from_idx;
CREATE INDEX transfers_from_idx ON transfers (text_key(from_address), seq);
DROP INDEX transfers_to_idx;
CREATE INDEX transfers_to_idx ON transfers (text_key(to_address), seq);
DROP INDEX transfers_prc20_from_idx;
CREATE INDEX transfers_prc20_from_idx ON transfers (text_key(from_address), seq) WHERE standard = 'PRC20';
DROP INDEX transfers_prc20_to_idx;
CREATE INDEX transfers_prc20_to_idx ON transfers (text_key(to_address), seq) WHERE standard = 'PRC20';
DROP INDEX transfers_token_idx;
CREATE INDEX transfers_token_idx ON transfers (text_key(token_id), seq);
CREATE STATISTICS transfers_from_key (dependencies) ON text_key(from_address), from_address FROM transfers;
CREATE STATISTICS transfers_to_key (dependencies) ON text_key(to_address), to_address FROM transfers;
CREATE STATISTICS transfers_token_key (dependencies) ON text_key(token_id), token_id FROM transfers;

-- A contract's events by name: one key for the contract and the name together.
DROP INDEX event_logs_contract_idx;
CREATE INDEX event_logs_contract_idx ON event_logs (text_key(contract_address), tx_seq DESC, log_index DESC);
DROP INDEX event_logs_contract_name_idx;
CREATE INDEX event_logs_contract_name_idx
  ON event_logs (text_key(contract_address || '/' || event_name), tx_seq DESC, log_index DESC);
CREATE STATISTICS event_logs_contract_key (dependencies)
  ON text_key(contract_address), contract_address FROM event_logs;
CREATE STATISTICS event_logs_contract_name_key (dependencies)
  ON text_key(contract_address || '/' || event_name), contract_address, event_name FROM event_logs;
