import { sql } from 'kysely';
import type { ReadDb } from '../db/read-model.js';
import type { BlockDetail, BlockSummary } from '../schemas/blocks.js';
import { amount, int } from './convert.js';
import { readCounters } from './counters.js';

function summaryQuery(db: ReadDb) {
  return db
    .selectFrom('blocks as b')
    .leftJoin('witnesses as w', 'w.address', 'b.witness_address')
    .select([
      'b.number',
      'b.hash',
      'b.parent_hash',
      'b.timestamp',
      'b.witness_address',
      'b.tx_count',
      'b.size',
      'b.version',
      'b.tx_trie_root',
      'b.energy_used',
      'b.bandwidth_used',
      'b.fees_burned',
      'b.reward',
      'w.name as witness_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

const toSummary = (r: Row, solidified: number): BlockSummary => ({
  number: int(r.number),
  hash: r.hash,
  timestamp: r.timestamp.getTime(),
  witnessAddress: r.witness_address,
  witnessName: r.witness_name,
  transactionCount: r.tx_count,
  size: r.size,
  confirmed: int(r.number) <= solidified,
});

/** Newest first; block numbers are dense, so a page number is a number range read through the key. */
export async function listBlocks(db: ReadDb, page: number, limit: number, cursor?: string) {
  const c = await readCounters(db, ['latest_block', 'solidified_block']);
  const latest = int(c.latest_block);
  const upper = cursor !== undefined ? Number(cursor) - 1 : latest - (page - 1) * limit;
  const rows =
    upper < 0
      ? []
      : await summaryQuery(db)
          .where('b.number', '<=', String(upper))
          .orderBy('b.number', 'desc')
          .limit(limit)
          .execute();
  const last = rows.at(-1);
  return {
    items: rows.map((r) => toSummary(r, int(c.solidified_block))),
    page,
    limit,
    total: latest + 1,
    nextCursor: rows.length === limit && last !== undefined && int(last.number) > 0 ? last.number : null,
  };
}

/** A block by number or hash. */
export async function getBlock(db: ReadDb, block: string): Promise<BlockDetail | undefined> {
  const byHash = block.length === 64;
  const [row, c] = await Promise.all([
    summaryQuery(db)
      .where(byHash ? 'b.hash' : 'b.number', '=', byHash ? block.toLowerCase() : block)
      .executeTakeFirst(),
    readCounters(db, ['solidified_block']),
  ]);
  if (row === undefined) return undefined;
  return {
    ...toSummary(row, int(c.solidified_block)),
    parentHash: row.parent_hash,
    txTrieRoot: row.tx_trie_root,
    version: row.version,
    energyUsed: amount(row.energy_used),
    bandwidthUsed: amount(row.bandwidth_used),
    feesBurned: amount(row.fees_burned),
    reward: amount(row.reward),
  };
}

/** The counts above a block's tabs: per-table counts bounded by one block. */
export async function blockOverview(db: ReadDb, number: string) {
  const count = (table: 'transfers' | 'internal_transactions' | 'events') =>
    db
      .selectFrom(table)
      .select(sql<string>`count(*)`.as('n'))
      .where('block_number', '=', number)
      .executeTakeFirstOrThrow();
  const [types, transfers, internal, events] = await Promise.all([
    db
      .selectFrom('transactions')
      .select(['contract_type', sql<string>`count(*)`.as('n')])
      .where('block_number', '=', number)
      .groupBy('contract_type')
      .orderBy('contract_type')
      .execute(),
    count('transfers'),
    count('internal_transactions'),
    count('events'),
  ]);
  return { types, transfers: int(transfers.n), internal: int(internal.n), events: int(events.n) };
}

/** `/api/blocksdata`: figures of the blocks screen. */
export async function blocksInfo(db: ReadDb) {
  const [c, today, recent] = await Promise.all([
    readCounters(db, ['latest_block', 'solidified_block']),
    db
      .selectFrom('daily_stats')
      .select(['blocks', 'fees_burned'])
      .where('day', '=', sql<Date>`(now() at time zone 'utc')::date`)
      .executeTakeFirst(),
    db.selectFrom('blocks').select(['number', 'timestamp']).orderBy('number', 'desc').limit(100).execute(),
  ]);
  const newest = recent[0];
  const oldest = recent.at(-1);
  const span = newest && oldest && newest !== oldest ? int(newest.number) - int(oldest.number) : 0;
  return {
    latestBlock: int(c.latest_block),
    latestSolidifiedBlock: int(c.solidified_block),
    blocksToday: int(today?.blocks),
    feesBurnedToday: amount(today?.fees_burned),
    averageBlockTimeMs:
      span > 0 && newest && oldest ? (newest.timestamp.getTime() - oldest.timestamp.getTime()) / span : 0,
  };
}
