import { blockFirstTxSeq, blockLastTxSeq, literalLimit } from '@poxscan/db';
import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import { reusable } from '../db/reusable.js';
import type { BlockDetail, BlockSummary } from '../schemas/blocks.js';
import { amount, dayMs } from './convert.js';
import { chainHead, latestColumn, solidifiedColumn } from './counters.js';

function blockBase(db: ReadDb) {
  return db
    .selectFrom('blocks as b')
    .leftJoin('accounts as w', 'w.address', 'b.witness_address')
    .select(['w.name as witness_name', solidifiedColumn.as('solidified')]);
}

/** A list reads only what a summary shows: a row's text is parsed column by column. */
function summaryQuery(db: ReadDb) {
  return blockBase(db).select([
    'b.num',
    'b.hash',
    'b.block_time',
    'b.witness_address',
    'b.tx_count',
    'b.size',
    'b.reward',
  ]);
}

const blockQuery = (db: ReadDb) => blockBase(db).selectAll('b');

type Row = Awaited<ReturnType<ReturnType<typeof blockQuery>['execute']>>[number];
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

const toSummary = (r: SummaryRow): BlockSummary => ({
  number: r.num,
  hash: r.hash,
  timestamp: r.block_time.getTime(),
  witnessAddress: r.witness_address,
  witnessName: r.witness_name,
  transactionCount: r.tx_count,
  size: r.size,
  confirmed: r.num <= Number(r.solidified ?? 0),
  reward: amount(r.reward),
});

const blockPage = reusable(
  (db, v: { below: number; skipped: number }, shape: { cursor: boolean; limit: number }) =>
    summaryQuery(db)
      .select(latestColumn.as('latest'))
      .where(
        'b.num',
        '<=',
        shape.cursor ? sql<number>`${v.below}` : sql<number>`${latestColumn} - ${v.skipped}`,
      )
      .orderBy('b.num', 'desc')
      .limit(literalLimit(shape.limit)),
);

/**
 * Newest first; block numbers are dense, so a page number is a number range read through the key, from
 * the head the same statement reads. Only a page past the end needs the head again, for the total.
 */
export async function listBlocks(db: ReadDb, page: number, limit: number, cursor?: string) {
  const rows = await blockPage(
    db,
    { below: cursor === undefined ? 0 : Number(cursor) - 1, skipped: (page - 1) * limit },
    { cursor: cursor !== undefined, limit },
  );
  const head = rows[0] !== undefined ? Number(rows[0].latest) : (await chainHead(db)).latest;
  const last = rows.at(-1);
  return {
    items: rows.map(toSummary),
    page,
    limit,
    total: head + 1,
    nextCursor: rows.length === limit && last !== undefined && last.num > 0 ? String(last.num) : null,
  };
}

/** The blocks an SR produced, newest first, through the index `(witness_address, num DESC)`. */
export async function witnessBlocks(db: ReadDb, witness: string, limit: number, cursor?: string) {
  let q = summaryQuery(db).where('b.witness_address', '=', witness);
  if (cursor !== undefined) q = q.where('b.num', '<', Number(cursor));
  const rows = await q
    .orderBy('b.num', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toSummary),
    nextCursor: rows.length > limit && last !== undefined ? String(last.num) : null,
  };
}

/** A block by number or hash. */
export async function getBlock(
  db: ReadDb,
  block: string,
): Promise<(BlockDetail & { counts: Row }) | undefined> {
  const q =
    block.length === 64
      ? blockQuery(db).where('b.hash', '=', block.toLowerCase())
      : blockQuery(db).where('b.num', '=', Number(block));
  const row = await q.executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    ...toSummary(row),
    parentHash: row.parent_hash,
    txTrieRoot: row.tx_trie_root,
    version: row.version,
    energyUsed: String(row.energy_used),
    bandwidthUsed: String(row.net_used),
    feesBurned: amount(row.fee),
    counts: row,
  };
}

/** The contract types of one block's transactions (bounded by one block). */
export async function blockContractTypes(db: ReadDb, num: number) {
  return db
    .selectFrom('transactions')
    .select((eb) => ['contract_type', eb.fn.countAll<number>().as('n')])
    .where('seq', '>=', blockFirstTxSeq(num))
    .where('seq', '<=', blockLastTxSeq(num))
    .groupBy('contract_type')
    .orderBy('contract_type')
    .execute();
}

/** `/api/blocksdata`: figures of the blocks screen. */
export async function blocksInfo(db: ReadDb) {
  const [head, today, recent] = await Promise.all([
    chainHead(db),
    db
      .selectFrom('daily_stats')
      .select(['day', 'blocks', 'fees'])
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('blocks').select(['num', 'block_time']).orderBy('num', 'desc').limit(100).execute(),
  ]);
  const newest = recent[0];
  const oldest = recent.at(-1);
  const span = newest && oldest ? newest.num - oldest.num : 0;
  const isToday =
    today !== undefined && dayMs(today.day) === Math.floor(Date.now() / 86_400_000) * 86_400_000;
  return {
    latestBlock: head.latest,
    latestSolidifiedBlock: head.solidified,
    blocksToday: isToday ? today.blocks : 0,
    feesBurnedToday: isToday ? amount(today.fees) : '0',
    averageBlockTimeMs:
      span > 0 && newest && oldest ? (newest.block_time.getTime() - oldest.block_time.getTime()) / span : 0,
  };
}
