-- Storage: the two keyset indexes with narrow keys in ascending order, so they stay about 90% full
-- instead of about 50%.
--
-- transactions_type_idx (contract_type, seq) and transfers_standard_idx (standard, seq) hold a group
-- of rows per type or standard in position order, and rows only ever arrive at the newest position.
-- Descending, each new entry goes to the front of its group: a full page there splits in half and
-- the older half never fills again. Ascending, each new entry goes to the end of its group, and
-- PostgreSQL splits such a page after the new entry, leaving the older page full; it does so only for
-- entries no wider than two bigints, which these are. On the devnet benchmark the type index was 51%
-- full (54 MiB per million transactions); built ascending from the same rows, in the same order, 89%
-- (30 MiB). The keyset indexes on addresses and contracts (base58 text) are too wide for that split
-- and fill the same either way, so they stay as they are.
--
-- Queries keep their plans: a b-tree is read backwards as cheaply as forwards, so the newest-first
-- lists (ORDER BY seq DESC after an equality on the type or standard) walk these indexes from the end.
DROP INDEX transactions_type_idx;
CREATE INDEX transactions_type_idx ON transactions (contract_type, seq);
DROP INDEX transfers_standard_idx;
CREATE INDEX transfers_standard_idx ON transfers (standard, seq) WHERE standard <> 'POX';
