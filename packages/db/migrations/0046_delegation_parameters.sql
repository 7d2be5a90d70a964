-- Storage: (un)delegations leave their contract parameter to raw_data, as every other known type does.
--
-- 0021 kept the parameter of DelegateResourceContract (57) and UnDelegateResourceContract (58) because
-- the reorg rollback and the audit read its resource in SQL; they now decode it from raw_data, as the
-- API decodes every parameter that is NULL. Rows without raw_data (indexed before 0016) and parameters
-- that did not decode ('Unknown') keep theirs, as in 0021.
UPDATE transactions SET parameter = NULL
WHERE contract_type IN (57, 58)
  AND raw_data IS NOT NULL
  AND parameter IS NOT NULL
  AND parameter->>'type' IS DISTINCT FROM 'Unknown';
