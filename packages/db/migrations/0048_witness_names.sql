-- An SR's name beside its row: the account's name, which the search suggestions matched by probing
-- accounts once for every SR (127 probes a keystroke, half of what a suggestion cost the server at
-- 20 million transactions, whatever the planner's estimates). The indexer keeps it equal to
-- accounts.name wherever it writes either. The index on account names served only that match.
ALTER TABLE witnesses ADD COLUMN name text;
UPDATE witnesses w SET name = a.name FROM accounts a WHERE a.address = w.address AND a.name IS NOT NULL;
CREATE INDEX witnesses_name_idx ON witnesses (lower(name) text_pattern_ops) WHERE name IS NOT NULL;
DROP INDEX accounts_name_idx;
