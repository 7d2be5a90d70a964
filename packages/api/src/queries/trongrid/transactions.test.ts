import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress, testHash } from '../../test/addresses.js';
import { createTestDatabase, stopTestCluster } from '../../test/database.js';
import { seed, txHash } from '../../test/seed.js';
import { listTransactions, pageOf, pageQuery, type TxListRequest } from './transactions.js';

// Carol owns no transaction: she only calls (seqs 10–14) and receives (13–16) inside them, three
// internal transactions each, so a page of two reads past several rows of one transaction.
const C = testAddress('carol');
const CALLS = [10, 11, 12, 13, 14];
const RECEIVES = [13, 14, 15, 16];
// Dave receives once in each of seqs 30–39, so a page's first index entries are its seqs, and six
// times in seq 40, more often than a page has rows.
const D = testAddress('dave');
const ONCE = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39];
const MANY = 40;

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seed(db);
  const internal = (who: string, seq: number, idx: number, caller: string, to: string) => ({
    tx_seq: seq,
    idx,
    hash: testHash(`${who}-${seq}-${idx}`),
    caller_address: caller,
    to_address: to,
    call_value: '1',
    token_values: null,
    note: 'call',
    rejected: false,
  });
  const usdt = testAddress('usdt-contract');
  const carol = [...new Set([...CALLS, ...RECEIVES])].flatMap((seq) =>
    [1, 2, 3].map((idx) =>
      internal(
        'carol',
        seq,
        idx,
        CALLS.includes(seq) ? C : usdt,
        RECEIVES.includes(seq) ? C : testAddress('bob'),
      ),
    ),
  );
  const dave = [
    ...ONCE.map((seq) => internal('dave', seq, 1, usdt, D)),
    ...[1, 2, 3, 4, 5, 6].map((idx) => internal('dave', MANY, idx, usdt, D)),
  ];
  await db.kysely
    .insertInto('internal_transactions')
    .values([...carol, ...dave])
    .execute();
});
afterAll(async () => {
  await db?.close();
  await stopTestCluster();
});

const request = (over: Partial<TxListRequest>): TxListRequest => ({
  columns: ['owner_address', 'to_address'],
  internalColumns: ['caller_address', 'to_address'],
  address: C,
  filter: { onlyConfirmed: false, onlyUnconfirmed: false },
  limit: 2,
  fingerprint: undefined,
  asc: false,
  list: 'account-tx',
  ...over,
});

/** Every txID of a walk by fingerprint. */
async function walk(over: Partial<TxListRequest>): Promise<string[]> {
  const ids: string[] = [];
  let fingerprint: string | undefined;
  do {
    const page = await listTransactions(db.read, request({ ...over, fingerprint }));
    expect(page.data.length).toBeLessThanOrEqual(over.limit ?? 2);
    ids.push(...page.data.map((tx) => tx.txID));
    fingerprint = page.fingerprint;
  } while (fingerprint !== undefined);
  return ids;
}

const hashes = (seqs: number[]) => seqs.map(txHash);

describe('listTransactions with internal transactions', () => {
  it('walks each transaction once, in order, whatever its number of internal transactions', async () => {
    const all = [10, 11, 12, 13, 14, 15, 16];
    expect(await walk({})).toEqual(hashes([...all].reverse()));
    expect(await walk({ asc: true, limit: 3 })).toEqual(hashes(all));
    expect(await walk({ limit: 1 })).toEqual(hashes([...all].reverse()));
  });

  it('takes the internal caller as "from" and the internal recipient as "to"', async () => {
    const from = await walk({ columns: ['owner_address'], internalColumns: ['caller_address'] });
    expect(from).toEqual(hashes([...CALLS].reverse()));
    const to = await walk({ columns: ['to_address'], internalColumns: ['to_address'] });
    expect(to).toEqual(hashes([...RECEIVES].reverse()));
  });

  it('walks them the same when a transaction holds the address once or more often than a page has rows', async () => {
    const all = [...ONCE, MANY];
    for (const limit of [1, 2, 3, 20])
      for (const asc of [false, true]) {
        const ids = await walk({ address: D, limit, asc });
        expect(ids).toEqual(hashes(asc ? all : [...all].reverse()));
      }
  });

  it('lists none of them without the internal columns', async () => {
    expect(await walk({ internalColumns: [] })).toEqual([]);
  });

  it('reads every branch through its index, a deep page as the first', async () => {
    const plan = async (after: number | undefined) =>
      db.read.connection().execute(async (c) => {
        await sql`SET enable_seqscan = off`.execute(c);
        try {
          const range = { lo: 1, hi: 1_000_000, empty: false };
          const { values, shape } = pageOf(request({}), range, after);
          const { rows } = await sql<{
            'QUERY PLAN': string;
          }>`EXPLAIN ${pageQuery(values, shape)}`.execute(c);
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        } finally {
          await sql`RESET enable_seqscan`.execute(c);
        }
      });
    for (const after of [undefined, 14]) {
      const text = await plan(after);
      expect(text).not.toContain('Seq Scan');
      for (const index of [
        'transactions_owner_idx',
        'transactions_to_idx',
        'internal_transactions_caller_idx',
        'internal_transactions_to_idx',
      ])
        expect(text).toContain(index);
    }
  });
});
