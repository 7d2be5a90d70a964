-- Indexes of the explorer's filtered and sorted lists, so each is an index range read.

-- Transactions of one contract type, newest first (keyset on seq; a time range is a seq range).
CREATE INDEX transactions_type_idx ON transactions (contract_type, seq DESC);

-- Transfers of one token standard, newest first. POX transfers all have token_id '_' and are read
-- through transfers_token_idx, so this index leaves them out (they are most of the table).
CREATE INDEX transfers_standard_idx ON transfers (standard, seq DESC) WHERE standard <> 'POX';

-- Contracts by balance and by transactions (calls), read through their accounts rows. kind is
-- 'contract' once the refresher has read the account (getaccount type Contract).
CREATE INDEX accounts_contract_balance_idx ON accounts (balance DESC, address) WHERE kind = 'contract';
CREATE INDEX accounts_contract_calls_idx ON accounts (tx_count DESC, address) WHERE kind = 'contract';

-- The delegations an account receives, by delegator (keyset like the primary key's outgoing side).
CREATE INDEX delegations_to_from_idx ON delegations (to_address, from_address, resource);
