-- Governance, staking and support data served beyond the first schema.

-- Support requests carry the category chosen on the contact form (null for older requests).
ALTER TABLE support_tickets ADD COLUMN category text;

-- Contract-name search by prefix (LIKE 'abc%' on lower(name)), like token names and symbols.
-- A trigram index would serve substrings too, but PGlite is opened without the pg_trgm extension.
CREATE INDEX contracts_name_idx ON contracts (lower(name) text_pattern_ops);

-- The first value read of each chain parameter (node), and when it was read. A trigger keeps it on
-- the first insert into chain_parameters and nothing updates it, so later refreshes leave it alone.
-- It is the parameter's initial value unless an approved proposal changed the parameter before
-- seen_at (parameter_changes.applied_at), in which case the initial value is unknown.
CREATE TABLE parameter_first_values (
  key text PRIMARY KEY,
  value numeric,
  seen_at timestamptz NOT NULL
);
INSERT INTO parameter_first_values (key, value, seen_at)
  SELECT key, value, refreshed_at FROM chain_parameters;

CREATE FUNCTION keep_parameter_first_value() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO parameter_first_values (key, value, seen_at)
    VALUES (NEW.key, NEW.value, NEW.refreshed_at)
    ON CONFLICT (key) DO NOTHING;
  RETURN NULL;
END
$$;
-- AFTER INSERT fires for inserted rows only, not for the ON CONFLICT … DO UPDATE of a refresh.
CREATE TRIGGER chain_parameters_first_value AFTER INSERT ON chain_parameters
  FOR EACH ROW EXECUTE FUNCTION keep_parameter_first_value();

-- The network's stake at the end of each UTC day (node state summed), for the TVL graph. The
-- indexer rewrites the row of the head block's day after each refresh while it follows the head:
--   staked            sum(stakes.amount), every resource (BANDWIDTH, ENERGY, TRON_POWER)
--   staked_bandwidth  sum(stakes.amount) of BANDWIDTH
--   staked_energy     sum(stakes.amount) of ENERGY
--   delegated         sum(delegations.amount)
--   unfreezing        sum(accounts.unfreezing)
-- A day's last write is its closing value. Days passed while catching up far behind have no row
-- (node state is today's, not theirs).
CREATE TABLE staking_daily (
  day date PRIMARY KEY,
  staked numeric NOT NULL,
  staked_bandwidth numeric NOT NULL,
  staked_energy numeric NOT NULL,
  delegated numeric NOT NULL,
  unfreezing numeric NOT NULL,
  updated_at timestamptz NOT NULL
);
