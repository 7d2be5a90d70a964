-- Storage: no index that no query needs.

-- Every lookup of the delegations an account receives (to_address = …) is served by
-- delegations_to_from_idx (to_address, from_address, resource), whose leading column this was.
DROP INDEX IF EXISTS delegations_to_idx;
