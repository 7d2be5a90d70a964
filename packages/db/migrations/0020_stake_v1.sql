-- Stake 1.0 (FreezeBalanceContract, before Stake 2.0): node state read from getaccount. A network
-- that started before Stake 2.0 still holds such stakes until their owners unfreeze them, expired or
-- not. Each staked POX is in exactly one column of an account: frozen for its own bandwidth, energy or
-- votes alone, or delegated to another account (delegated_in_* are other accounts' stakes).
ALTER TABLE accounts
  ADD COLUMN frozen_v1_bandwidth numeric NOT NULL DEFAULT 0,
  ADD COLUMN frozen_v1_energy numeric NOT NULL DEFAULT 0,
  ADD COLUMN frozen_v1_power numeric NOT NULL DEFAULT 0,
  ADD COLUMN delegated_out_v1_bandwidth numeric NOT NULL DEFAULT 0,
  ADD COLUMN delegated_out_v1_energy numeric NOT NULL DEFAULT 0,
  ADD COLUMN delegated_in_v1_bandwidth numeric NOT NULL DEFAULT 0,
  ADD COLUMN delegated_in_v1_energy numeric NOT NULL DEFAULT 0;

-- Few accounts hold Stake 1.0 (none on a chain that began with Stake 2.0): the sums after each
-- refresh and the audit read this index instead of every account.
CREATE INDEX accounts_stake_v1_idx ON accounts (frozen_v1_bandwidth, frozen_v1_energy, frozen_v1_power,
  delegated_out_v1_bandwidth, delegated_out_v1_energy)
  WHERE frozen_v1_bandwidth + frozen_v1_energy + frozen_v1_power + delegated_out_v1_bandwidth + delegated_out_v1_energy > 0;

-- The network's Stake 1.0 per day, beside the Stake 2.0 columns (which keep their meaning):
--   staked_v1_bandwidth / staked_v1_energy / staked_v1_power  sum of the accounts' frozen_v1_*
--   delegated_v1                                              sum of delegated_out_v1_bandwidth + _energy
-- 0 on rows written before (the indexer had not read Stake 1.0 then).
ALTER TABLE staking_daily
  ADD COLUMN staked_v1_bandwidth numeric NOT NULL DEFAULT 0,
  ADD COLUMN staked_v1_energy numeric NOT NULL DEFAULT 0,
  ADD COLUMN staked_v1_power numeric NOT NULL DEFAULT 0,
  ADD COLUMN delegated_v1 numeric NOT NULL DEFAULT 0;

-- Accounts read before this migration whose TRON power exceeds their Stake 2.0 (power counts every
-- stake, 1.0 included) hold Stake 1.0: they are read from the node again.
INSERT INTO refresh_queue (kind, key, block_num)
  SELECT 'account', a.address, COALESCE((SELECT block_num FROM sync_checkpoint WHERE id = 1), 0)
  FROM accounts a
  WHERE a.power > a.frozen_bandwidth + a.frozen_energy + a.delegated_out_bandwidth + a.delegated_out_energy
    + COALESCE((SELECT s.amount FROM stakes s WHERE s.address = a.address AND s.resource = 'TRON_POWER'), 0)
  ON CONFLICT (kind, key) DO NOTHING;
