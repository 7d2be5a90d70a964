-- Search as you type: every suggestion is a prefix range of one of these indexes, read in index order,
-- so a two-letter prefix costs as little as a full identifier. text_pattern_ops compares bytes, which
-- serves LIKE 'prefix%' and its order whatever the database's collation (hashes and base58 addresses are
-- case-sensitive, so a lower() index would not do for them).
CREATE INDEX blocks_hash_prefix_idx ON blocks (hash text_pattern_ops);
CREATE INDEX transactions_hash_prefix_idx ON transactions (hash text_pattern_ops);
CREATE INDEX accounts_address_prefix_idx ON accounts (address text_pattern_ops);
CREATE INDEX contract_verifications_name_idx ON contract_verifications (lower(contract_name) text_pattern_ops);
-- SR names are account names; only a few accounts have one, so the index holds only those.
CREATE INDEX accounts_name_idx ON accounts (lower(name) text_pattern_ops) WHERE name IS NOT NULL;
-- An SR's URL is searched without its scheme and "www.": "example" finds https://www.example.com.
CREATE INDEX witnesses_url_idx ON witnesses (lower(regexp_replace(url, '^[a-zA-Z]+://(www\.)?', ''))
  text_pattern_ops);
