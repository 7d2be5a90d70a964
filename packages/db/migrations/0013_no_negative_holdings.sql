-- A token balance is never below zero: the indexer clamps what the logs cannot explain and asks the
-- node (balanceOf). The database now refuses such a row outright. Rows written before the clamp are
-- dropped (with the holder counts they made) and queued to be read from the node again.
INSERT INTO refresh_queue (kind, key, block_num)
  SELECT 'holder', concat_ws(' ', 'negative', token_id, address),
    COALESCE((SELECT block_num FROM sync_checkpoint WHERE id = 1), 0)
  FROM token_holders WHERE balance < 0
  ON CONFLICT (kind, key) DO NOTHING;
UPDATE tokens t SET holder_count = t.holder_count - n.c
  FROM (SELECT token_id, count(*) AS c FROM token_holders WHERE balance < 0 GROUP BY token_id) n
  WHERE t.id = n.token_id;
UPDATE accounts a SET token_count = a.token_count - n.c
  FROM (SELECT address, count(*) AS c FROM token_holders WHERE balance < 0 GROUP BY address) n
  WHERE a.address = n.address;
DELETE FROM token_holders WHERE balance < 0;
ALTER TABLE token_holders ADD CONSTRAINT token_holders_balance_not_negative CHECK (balance >= 0);
