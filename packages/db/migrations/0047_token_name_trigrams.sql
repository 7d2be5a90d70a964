-- Search: a token's name or symbol containing the term (`lower(name) LIKE '%usd%'`) is read from
-- trigram indexes instead of every token. The prefix indexes (tokens_name_idx, tokens_symbol_idx)
-- stay for the suggestions, which read prefixes in order. Without fastupdate a new token goes into
-- the index at once: a pending list would be scanned whole by every search until a vacuum, and the
-- planner, pricing that in, chose to scan the tokens instead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX tokens_name_trgm_idx ON tokens USING gin (lower(name) gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX tokens_symbol_trgm_idx ON tokens USING gin (lower(symbol) gin_trgm_ops) WITH (fastupdate = off);
