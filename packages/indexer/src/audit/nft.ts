import { type Db, keyedEquals } from '@poxscan/db';
import { toHexAddress } from '@poxscan/protocol';
import { sql } from 'kysely';
import { base58, ZERO_ADDRESS } from '../decode/addresses.js';
import type { NodeClient } from '../node/client.js';
import type { Differences } from './report.js';

/** ownerOf(tokenId) as base58; the zero address when the call reverts (a burnt or unknown token ID). */
async function ownerOf(node: NodeClient, token: string, nftId: string): Promise<string | null> {
  const parameter = BigInt(nftId).toString(16).padStart(64, '0');
  const reply = await node.constantCall(toHexAddress(token), 'ownerOf(uint256)', parameter);
  const word = reply.constant_result?.[0];
  if (reply.result?.result !== true) return ZERO_ADDRESS;
  return word && /^0{24}[0-9a-f]{40}$/.test(word) ? base58(`41${word.slice(24)}`) : null;
}

/**
 * Sampled PRC721 token IDs against the contract's ownerOf: owned ones (nft_owners) must name the same
 * owner, and the most recently burnt ones must have none (and no row).
 */
export async function auditNftOwners(
  db: Db,
  node: NodeClient,
  sample: number,
  diff: Differences,
): Promise<void> {
  const owned = await sql<{ token_id: string; nft_id: string; owner_address: string }>`
    SELECT token_id, nft_id::text AS nft_id, owner_address FROM nft_owners ORDER BY random() LIMIT ${sample}`.execute(
    db.kysely,
  );
  for (const o of owned.rows) {
    diff.compare(
      'nft',
      `${o.token_id} ${o.nft_id}`,
      'owner',
      o.owner_address,
      await ownerOf(node, o.token_id, o.nft_id),
    );
  }
  const burnt = await sql<{ token_id: string; nft_id: string; owner_address: string | null }>`
    SELECT b.token_id, b.nft_id::text AS nft_id, o.owner_address FROM (
      SELECT token_id, nft_id FROM transfers WHERE ${keyedEquals('to_address', ZERO_ADDRESS)} AND standard <> 'PRC20'
        AND nft_id IS NOT NULL -- the standard: transfers_to_idx's condition
      ORDER BY seq DESC LIMIT ${sample}
    ) b LEFT JOIN nft_owners o ON o.token_id = b.token_id AND o.nft_id = b.nft_id`.execute(db.kysely);
  for (const b of burnt.rows) {
    diff.compare(
      'nft',
      `${b.token_id} ${b.nft_id}`,
      'owner',
      b.owner_address ?? ZERO_ADDRESS,
      await ownerOf(node, b.token_id, b.nft_id),
    );
  }
}
