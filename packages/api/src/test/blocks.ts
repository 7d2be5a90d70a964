import type { Database } from '@poxscan/db';
import type { Insertable } from 'kysely';

type BlockRow = Insertable<Database['blocks']>;

/** A block row for a test that needs a block of its own: an empty block but for what the test names. */
export function blockRow(
  row: Pick<BlockRow, 'num' | 'block_time' | 'last_tx_seq' | 'last_transfer_seq'> & Partial<BlockRow>,
): BlockRow {
  return {
    hash: `${row.num}`.padStart(64, 'b'),
    parent_hash: '0'.repeat(64),
    witness_address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    tx_trie_root: '0'.repeat(64),
    version: 30,
    size: 100,
    tx_count: 0,
    transfer_count: 0,
    internal_tx_count: 0,
    event_count: 0,
    energy_used: 0,
    net_used: 0,
    fee: '0',
    reward: '0',
    ...row,
  };
}
