-- What the indexer needs to follow a real node from any height.
--
-- New states: a node that does not serve a block the indexer needs (a lite or pruned full node, or one
-- still syncing), a node whose head is below the database (it waits, it does not roll back), and a fork
-- below the node's solidified block (final in java-tron), which stops indexing until an operator acts.
ALTER TABLE indexer_status DROP CONSTRAINT indexer_status_state_check;
ALTER TABLE indexer_status ADD CONSTRAINT indexer_status_state_check CHECK (state IN ('starting',
  'catching_up', 'following', 'node_unreachable', 'node_missing_blocks', 'node_behind',
  'fork_below_finality', 'stopped'));

-- PRC20/PRC721 holder balances are summed from Transfer logs, and the node (balanceOf) is the truth:
-- a balance the logs cannot explain (tokens held before the first indexed block, minted or burnt
-- without a Transfer event, fee-on-transfer or rebasing tokens) is corrected by the difference, and
-- each correction is kept here. A holder's balance = its transfers in the indexed range + its
-- corrections; the audit checks that identity.
CREATE TABLE balance_corrections (
  id bigserial PRIMARY KEY,
  token_id text NOT NULL,
  address text NOT NULL,
  -- the indexed block the correction was made at
  block_num bigint NOT NULL,
  -- node balance minus the balance the database held (a clamp at zero records what it added)
  delta numeric NOT NULL,
  reason text NOT NULL CHECK (reason IN ('negative', 'supply_drift', 'recent')),
  corrected_at timestamptz NOT NULL
);
CREATE INDEX balance_corrections_holder_idx ON balance_corrections (token_id, address);
