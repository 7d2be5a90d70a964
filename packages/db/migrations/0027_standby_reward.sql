-- Each block also issues getWitness127PayPerBlock, shared by the 127 most voted SRs (and through
-- brokerage their voters): blocks.reward stays the producer's pay, standby_reward holds this part,
-- and daily_stats.rewards counts both. Blocks indexed before take the parameter's current value (the
-- only one stored), as the producer's pay was taken.
ALTER TABLE blocks
  ADD COLUMN standby_reward numeric NOT NULL DEFAULT 0;

UPDATE blocks
SET standby_reward = p.value::numeric
FROM chain_parameters p
WHERE p.key = 'getWitness127PayPerBlock' AND p.value IS NOT NULL AND blocks.num > 0;

UPDATE daily_stats d
SET rewards = d.rewards + b.standby
FROM (
  SELECT (block_time AT TIME ZONE 'UTC')::date AS day, sum(standby_reward) AS standby
  FROM blocks
  WHERE standby_reward > 0
  GROUP BY 1
) b
WHERE d.day = b.day;
