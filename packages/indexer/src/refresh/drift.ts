import { firstTxSeqFrom, txContractAddress } from '@poxscan/db';
import { sql } from 'kysely';
import type { Trx } from '../write/bulk.js';

/**
 * Blocks that count as recent (about ten minutes at 3 s a block): a token called in them is checked
 * for supply drift, and its callers are candidates when its holders stop adding up.
 */
export const RECENT_BLOCKS = 200;

/**
 * The seq of the first transaction in the recent blocks, from the CTE `c` holding the newest indexed
 * block as `n`: transactions have no index on block_num (0035), their seq bounds them instead.
 */
export const recentTxSeq = firstTxSeqFrom(sql<number>`c.n - ${RECENT_BLOCKS} + 1`);

/**
 * Queues a metadata read, which compares totalSupply with the summed holder balances, of the PRC20
 * and PRC721 tokens recent transactions called, at most `limit`, the least recently read first. A
 * token can mint or burn without a Transfer event (Tether's issue() and redeem()), and then no
 * indexed log says its holders changed. A collection's stored supply, the base of its holders'
 * shares, follows its totalSupply() the same way.
 */
export async function enqueueCalledTokens(trx: Trx, limit: number): Promise<void> {
  await calledTokensStatement(limit).execute(trx);
}

/** The statement of `enqueueCalledTokens`, apart so that its plan can be read. */
export function calledTokensStatement(limit: number) {
  return sql`WITH c AS (SELECT COALESCE((SELECT block_num FROM sync_checkpoint WHERE id = 1), 0) AS n)
    INSERT INTO refresh_queue (kind, key, block_num)
    SELECT 'token', k.id, c.n FROM tokens k, c
    WHERE k.standard IN ('PRC20', 'PRC721') AND k.id IN (SELECT ${txContractAddress('t')} FROM transactions t, c
      WHERE t.seq >= ${recentTxSeq})
    ORDER BY k.metadata_at NULLS FIRST, k.id LIMIT ${limit}
    ON CONFLICT (kind, key) DO NOTHING`;
}
