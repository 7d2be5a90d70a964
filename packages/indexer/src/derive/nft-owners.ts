import { txHashHex } from '@poxscan/db';
import { sql } from 'kysely';
import { ZERO_ADDRESS } from '../decode/addresses.js';
import type { DecodedBlock } from '../decode/rows.js';
import { col, type Trx, unnestRows } from '../write/bulk.js';

/** A PRC721 token ID: its contract and its number. */
export interface NftKey {
  token: string;
  nftId: string;
}

const keyOf = (k: NftKey) => `${k.token}\n${k.nftId}`;

/** The token IDs a batch's PRC721 transfers moved. */
export function movedNfts(blocks: DecodedBlock[]): NftKey[] {
  const seen = new Map<string, NftKey>();
  for (const { txs } of blocks)
    for (const tx of txs)
      for (const t of tx.transfers)
        if (t.nftId !== null) {
          const key = { token: t.tokenId, nftId: t.nftId.toString() };
          seen.set(keyOf(key), key);
        }
  return [...seen.values()];
}

/** The token IDs moved by transfers from this one on (read before a rollback deletes them). */
export async function nftsMovedSince(trx: Trx, firstTransferSeq: number): Promise<NftKey[]> {
  const { rows } = await sql<{ token_id: string; nft_id: string }>`
    SELECT DISTINCT token_id, nft_id::text AS nft_id FROM transfers
    WHERE seq >= ${firstTransferSeq} AND nft_id IS NOT NULL`.execute(trx);
  return rows.map((r) => ({ token: r.token_id, nftId: r.nft_id }));
}

/**
 * Sets each token ID's owner to the receiver of its newest transfer in `transfers`, the one rule for
 * both directions: after a batch is written (its transfers are the newest) and after a rollback has
 * deleted the orphaned ones (an older transfer, or none, remains). Burnt and unknown IDs lose their row.
 * Each collection's nft_count moves by the rows added and removed.
 */
export async function settleNftOwners(trx: Trx, keys: NftKey[]): Promise<void> {
  if (keys.length === 0) return;
  const sorted = [...keys].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  const pairs = unnestRows([
    col(
      'token_id',
      'text',
      sorted.map((k) => k.token),
    ),
    col(
      'nft_id',
      'numeric',
      sorted.map((k) => k.nftId),
    ),
  ]);
  await sql`
    WITH newest AS (
      SELECT d.token_id, d.nft_id, l.to_address, l.seq, l.tx_hash, l.block_num, l.block_time
      FROM ${pairs} LEFT JOIN LATERAL (
        SELECT t.to_address, t.seq, ${txHashHex('x.hash')} AS tx_hash, x.block_num, x.block_time
        FROM transfers t JOIN transactions x ON x.seq = t.tx_seq
        WHERE t.token_id = d.token_id AND t.nft_id = d.nft_id ORDER BY t.seq DESC LIMIT 1
      ) l ON true
    ), gone AS (
      DELETE FROM nft_owners o USING newest n
      WHERE o.token_id = n.token_id AND o.nft_id = n.nft_id AND (n.seq IS NULL OR n.to_address = ${ZERO_ADDRESS})
      RETURNING o.token_id
    ), put AS (
      INSERT INTO nft_owners (token_id, nft_id, owner_address, last_seq, last_tx_hash, last_block_num, last_block_time)
      SELECT token_id, nft_id, to_address, seq, tx_hash, block_num, block_time FROM newest
      WHERE seq IS NOT NULL AND to_address <> ${ZERO_ADDRESS}
      ON CONFLICT (token_id, nft_id) DO UPDATE SET owner_address = EXCLUDED.owner_address,
        last_seq = EXCLUDED.last_seq, last_tx_hash = EXCLUDED.last_tx_hash,
        last_block_num = EXCLUDED.last_block_num, last_block_time = EXCLUDED.last_block_time
      -- xmax is 0 on a row this statement inserted, not on one it updated
      RETURNING token_id, xmax = 0 AS added
    ), delta AS (
      SELECT token_id, sum(n)::int AS n FROM (
        SELECT token_id, -1 AS n FROM gone UNION ALL SELECT token_id, 1 FROM put WHERE added
      ) moves GROUP BY token_id
    )
    UPDATE tokens t SET nft_count = t.nft_count + d.n FROM delta d WHERE t.id = d.token_id AND d.n <> 0`.execute(
    trx,
  );
}
