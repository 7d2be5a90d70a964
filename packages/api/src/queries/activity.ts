import { keyedEquals, logPos, logPosOf, txHashHex } from '@poxscan/db';
import type { ReadDb } from '../db/api-db.js';
import { amount } from './convert.js';
import { selectLogHex, topicList } from './event-log-hex.js';

/** Keyset on (tx_seq, idx) packed in one cursor: tx_seq × 100,000 + idx. */
const PACK = 100_000;
const unpack = (cursor: string | undefined) =>
  cursor === undefined ? Number.MAX_SAFE_INTEGER : Number(cursor);
const packed = (txSeq: number, idx: number) => txSeq * PACK + idx;

function next(rows: readonly { key: number }[], limit: number): string | null {
  const last = rows.at(-1);
  return rows.length === limit && last !== undefined ? String(last.key) : null;
}

/** An address's internal transactions (caller or callee), newest first. */
export async function accountInternalTransactions(
  db: ReadDb,
  address: string,
  limit: number,
  cursor?: string,
) {
  const below = unpack(cursor);
  const side = (column: 'i.caller_address' | 'i.to_address') =>
    db
      .selectFrom('internal_transactions as i')
      .innerJoin('transactions as tx', 'tx.seq', 'i.tx_seq')
      .selectAll('i')
      .select(['tx.block_num', 'tx.block_time', txHashHex('tx.hash').as('tx_hash')])
      .where(column, '=', address)
      .where((eb) =>
        eb.or([
          eb('i.tx_seq', '<', Math.floor(below / PACK)),
          eb.and([eb('i.tx_seq', '=', Math.floor(below / PACK)), eb('i.idx', '<', below % PACK)]),
        ]),
      )
      .orderBy('i.tx_seq', 'desc')
      .orderBy('i.idx', 'desc')
      .limit(limit)
      .execute();
  const [a, b] = await Promise.all([side('i.caller_address'), side('i.to_address')]);
  const merged = new Map([...a, ...b].map((r) => [packed(r.tx_seq, r.idx), r]));
  const rows = [...merged.entries()]
    .sort((x, y) => y[0] - x[0])
    .slice(0, limit)
    .map(([key, r]) => ({ key, r }));
  return {
    items: rows.map(({ r }) => ({
      index: r.idx,
      hash: r.hash,
      from: r.caller_address,
      to: r.to_address,
      amount: amount(r.call_value),
      note: r.note,
      rejected: r.rejected,
      transactionHash: r.tx_hash,
      blockNumber: r.block_num,
      timestamp: r.block_time.getTime(),
    })),
    nextCursor: next(rows, limit),
  };
}

/** A contract's events, newest first, on the (text_key(contract), log_pos) index. */
export async function contractEvents(db: ReadDb, address: string, limit: number, cursor?: string) {
  const below = unpack(cursor);
  const rows = await db
    .selectFrom('event_logs as l')
    .innerJoin('transactions as tx', 'tx.seq', 'l.tx_seq')
    .select([
      'l.tx_seq',
      'l.log_index',
      'tx.block_num',
      'tx.block_time',
      'l.contract_address',
      'l.event_name',
    ])
    .select(selectLogHex('l'))
    .select(txHashHex('tx.hash').as('tx_hash'))
    .where(keyedEquals('l.contract_address', address))
    .where(logPos('l'), '<', logPosOf(Math.floor(below / PACK), below % PACK))
    .orderBy(logPos('l'), 'desc')
    .limit(limit)
    .execute();
  const keyed = rows.map((l) => ({ key: packed(l.tx_seq, l.log_index), l }));
  return {
    items: keyed.map(({ l }) => ({
      index: l.log_index,
      address: l.contract_address,
      topics: topicList(l),
      data: l.data,
      eventName: l.event_name,
      transactionHash: l.tx_hash,
      blockNumber: l.block_num,
      timestamp: l.block_time.getTime(),
    })),
    nextCursor: next(keyed, limit),
  };
}
