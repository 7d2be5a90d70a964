-- Storage: no transfer in two keyset indexes of the same column (about 38 MiB per million
-- transactions on the devnet benchmark).
--
-- An address's PRC20 transfers are in transfers_prc20_from_idx and transfers_prc20_to_idx, for
-- TronGrid's TRC20 list; transfers_from_idx and transfers_to_idx held them a second time. These two
-- now hold every other standard only. A reader of all of an address's transfers reads both indexes of
-- a side, each with its own condition (transferParts in @poxscan/db), and merges them by seq.
--
-- POX transfers, about half of the table, leave transfers_token_idx, where they all had one key
-- ('_'). The POX list walks the primary key backwards and keeps the POX rows, as the list of all
-- transfers walks it; transfers_standard_idx already leaves POX out for the same reason.
DROP INDEX transfers_from_idx;
CREATE INDEX transfers_from_idx ON transfers (text_key(from_address), seq) WHERE standard <> 'PRC20';
DROP INDEX transfers_to_idx;
CREATE INDEX transfers_to_idx ON transfers (text_key(to_address), seq) WHERE standard <> 'PRC20';
DROP INDEX transfers_token_idx;
CREATE INDEX transfers_token_idx ON transfers (text_key(token_id), seq) WHERE standard <> 'POX';
