-- Storage: a transaction's contract parameter is not kept twice.
--
-- raw_data (0016) holds the contract as java-tron signed it; readers decode the parameter from
-- there (contractParameterFromRawData) wherever `parameter` is NULL, in the key order jsonb gave it.
-- The parameter stays stored where raw_data cannot give it back: rows indexed before 0016 (no
-- raw_data), contract types whose layout the reader does not know or that did not decode
-- ('Unknown'), and (un)delegations (57, 58), whose resource the rollback and the audit read in SQL.
ALTER TABLE transactions ALTER COLUMN parameter DROP NOT NULL;

UPDATE transactions SET parameter = NULL
WHERE raw_data IS NOT NULL
  AND parameter->>'type' IS DISTINCT FROM 'Unknown'
  AND contract_type IN (0, 1, 2, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 30, 31, 33, 45, 46, 48,
    49, 54, 55, 56, 59);
