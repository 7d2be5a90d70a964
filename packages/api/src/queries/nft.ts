import { txHashHex } from '@poxscan/db';
import type { ReadDb } from '../db/api-db.js';
import type { AccountNftsPage, NftInventoryPage } from '../schemas/nft.js';
import type { TokenRef } from '../schemas/transactions.js';
import { nextCursor } from './convert.js';
import { selectTransfer, toTransfer } from './transfers.js';

const lastTransfer = (r: { last_tx_hash: string; last_block_num: number; last_block_time: Date }) => ({
  transactionHash: r.last_tx_hash,
  blockNumber: r.last_block_num,
  timestamp: r.last_block_time.getTime(),
});

/** A PRC721 collection, or undefined when the id is no PRC721 token. */
export async function nftCollection(db: ReadDb, contract: string): Promise<TokenRef | undefined> {
  const t = await db
    .selectFrom('tokens')
    .select(['id', 'standard', 'symbol', 'name', 'decimals'])
    .where('id', '=', contract)
    .where('standard', '=', 'PRC721')
    .executeTakeFirst();
  if (t === undefined) return undefined;
  return {
    id: t.id,
    standard: 'PRC721',
    symbol: t.symbol ?? '',
    name: t.name ?? '',
    decimals: t.decimals ?? 0,
  };
}

/** The collection's existing token IDs, most recently moved first, through `(token_id, last_seq DESC)`. */
export async function nftInventory(
  db: ReadDb,
  contract: string,
  limit: number,
  cursor?: string,
): Promise<NftInventoryPage> {
  const rows = await db
    .selectFrom('nft_owners')
    .select([
      'nft_id',
      'owner_address',
      'last_seq as seq',
      'last_tx_hash',
      'last_block_num',
      'last_block_time',
    ])
    .where('token_id', '=', contract)
    .where('last_seq', '<', cursor === undefined ? Number.MAX_SAFE_INTEGER : Number(cursor))
    .orderBy('last_seq', 'desc')
    .limit(limit)
    .execute();
  return {
    items: rows.map((r) => ({ tokenId: r.nft_id, owner: r.owner_address, lastTransfer: lastTransfer(r) })),
    nextCursor: nextCursor(rows, limit),
  };
}

/** One token ID: its owner (none once burnt), first and newest transfers; undefined if it never moved. */
export async function nftState(db: ReadDb, contract: string, nftId: string) {
  const edge = (order: 'asc' | 'desc') =>
    db
      .selectFrom('transfers as tr')
      .innerJoin('transactions as tx', 'tx.seq', 'tr.tx_seq')
      .select([
        txHashHex('tx.hash').as('last_tx_hash'),
        'tx.block_num as last_block_num',
        'tx.block_time as last_block_time',
      ])
      .where('tr.token_id', '=', contract)
      .where('tr.nft_id', '=', nftId)
      .orderBy('tr.seq', order)
      .limit(1)
      .executeTakeFirst();
  const [owner, first, newest] = await Promise.all([
    db
      .selectFrom('nft_owners')
      .select('owner_address')
      .where('token_id', '=', contract)
      .where('nft_id', '=', nftId)
      .executeTakeFirst(),
    edge('asc'),
    edge('desc'),
  ]);
  if (newest === undefined) return undefined;
  return {
    owner: owner?.owner_address ?? null,
    burnt: owner === undefined,
    minted: first === undefined ? null : lastTransfer(first),
    lastTransfer: lastTransfer(newest),
  };
}

/** A token ID's transfers (its owner history), newest first, through `(token_id, nft_id, seq DESC)`. */
export async function nftTransfers(
  db: ReadDb,
  contract: string,
  nftId: string,
  limit: number,
  cursor?: string,
) {
  const rows = await selectTransfer(db.selectFrom('transfers as tr'))
    .where('tr.token_id', '=', contract)
    .where('tr.nft_id', '=', nftId)
    .where('tr.seq', '<', cursor === undefined ? Number.MAX_SAFE_INTEGER : Number(cursor))
    .orderBy('tr.seq', 'desc')
    .limit(limit)
    .execute();
  return { items: rows.map(toTransfer), nextCursor: nextCursor(rows, limit) };
}

/** The token IDs an address owns, most recently received first, through `(owner_address, last_seq DESC)`. */
export async function accountNfts(
  db: ReadDb,
  address: string,
  limit: number,
  cursor?: string,
): Promise<AccountNftsPage> {
  const rows = await db
    .selectFrom('nft_owners as o')
    .leftJoin('tokens as t', 't.id', 'o.token_id')
    .select([
      'o.token_id',
      'o.nft_id',
      'o.last_seq as seq',
      'o.last_tx_hash',
      'o.last_block_num',
      'o.last_block_time',
      't.symbol',
      't.name',
    ])
    .where('o.owner_address', '=', address)
    .where('o.last_seq', '<', cursor === undefined ? Number.MAX_SAFE_INTEGER : Number(cursor))
    .orderBy('o.last_seq', 'desc')
    .limit(limit)
    .execute();
  return {
    items: rows.map((r) => ({
      token: { id: r.token_id, standard: 'PRC721', symbol: r.symbol ?? '', name: r.name ?? '', decimals: 0 },
      tokenId: r.nft_id,
      lastTransfer: lastTransfer(r),
    })),
    nextCursor: nextCursor(rows, limit),
  };
}
