-- The node's real-time tally of each SR (node: getpaginatednowwitnesslist voteCount): the count of
-- the last maintenance plus the vote changes of the running cycle, as java-tron's countVote would
-- apply them at the next maintenance. Null until the indexer reads it.
-- realtime_votes (the sum of the votes table) cannot stand in for it: votes a chain starts with
-- (genesis) belong to no account, and java-tron adds each cycle's changes to the previous count.
ALTER TABLE witnesses ADD COLUMN now_votes bigint;
