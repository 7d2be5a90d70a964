-- Indexes of the TronGrid-compatible API (/v1), so each of its lists is an index range read.

-- An account's PRC20 transfers (/v1/accounts/:address/transactions/trc20): most of an active
-- account's transfers are POX, which the plain from/to indexes would make the query step over.
CREATE INDEX transfers_prc20_from_idx ON transfers (from_address, seq DESC) WHERE standard = 'PRC20';
CREATE INDEX transfers_prc20_to_idx ON transfers (to_address, seq DESC) WHERE standard = 'PRC20';

-- A contract's events of one name (/v1/contracts/:address/events?event_name=…).
CREATE INDEX event_logs_contract_name_idx ON event_logs (contract_address, event_name, tx_seq DESC, log_index DESC);

-- PRC10 tokens by id (/v1/assets).
CREATE INDEX tokens_prc10_id_idx ON tokens (id) WHERE standard = 'PRC10';
